#!/bin/sh
# Registers hmeditor with a Linux desktop for this user: the menu entry (Games), its icon, and .hmap
# files (shown with the icon, opened by hmeditor on a double click). Files go under
# ${XDG_DATA_HOME:-~/.local/share}.
#   ./install-desktop.sh [COMMAND]    COMMAND: the program the entry runs; default: the hmeditor
#                                     beside this script (the packaged app), else hmeditor on PATH
#   ./install-desktop.sh --uninstall  removes those files again
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
sizes="16 24 32 48 64 128 256"

refresh() {
    if command -v update-mime-database >/dev/null; then update-mime-database "$data/mime"; fi
    if command -v update-desktop-database >/dev/null; then update-desktop-database "$data/applications"; fi
    touch "$data/icons/hicolor" 2>/dev/null || true    # tells icon caches to look again
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$data/applications/hmeditor.desktop" "$data/mime/packages/hmeditor.xml"
    for size in $sizes; do rm -f "$data/icons/hicolor/${size}x${size}/apps/hmeditor.png"; done
    refresh
    echo "hmeditor: removed from the desktop"
    exit 0
fi

if [ $# -gt 0 ]; then command=$1
elif [ -x "$here/hmeditor" ]; then command=$here/hmeditor
else command=hmeditor
fi
case $command in
    *[\"\\\$\`%]*) echo "install-desktop.sh: the path must not hold \" \\ \$ \` or %: $command" >&2; exit 2 ;;
esac

icons=$here/_internal/hmeditor/assets/icons         # the packaged app
[ -d "$icons" ] || icons=$here/../hmeditor/assets/icons    # a source checkout

mkdir -p "$data/applications" "$data/mime/packages"
sed "s|^Exec=.*|Exec=\"$command\" %f|" "$here/hmeditor.desktop" > "$data/applications/hmeditor.desktop"
cp "$here/hmeditor-mime.xml" "$data/mime/packages/hmeditor.xml"
for size in $sizes; do
    mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
    cp "$icons/hmeditor-$size.png" "$data/icons/hicolor/${size}x${size}/apps/hmeditor.png"
done
refresh
echo "hmeditor: added to the desktop menu (Games), with .hmap files; it runs $command"
