<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Aligner</name>
    <message>
        <source>Align the underlay: click the centre of hex {hex} on the picture</source>
        <translation>Выравнивание подложки: щёлкните центр гекса {hex} на картинке</translation>
    </message>
    <message>
        <source>Align the underlay</source>
        <translation>Выровнять подложку</translation>
    </message>
</context>
<context>
    <name>AnnounceBar</name>
    <message>
        <source>New error: {finding}</source>
        <translation>Новая ошибка: {finding}</translation>
    </message>
    <message>
        <source>New warning: {finding}</source>
        <translation>Новое предупреждение: {finding}</translation>
    </message>
    <message>
        <source>New info: {finding}</source>
        <translation>Новое примечание: {finding}</translation>
    </message>
    <message>
        <source>{rule} at {hexes}</source>
        <translation>{rule} в {hexes}</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(и ещё %n)</numerusform>
            <numerusform>(и ещё %n)</numerusform>
            <numerusform>(и ещё %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo last change</source>
        <translation>Отменить последнее изменение</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>AssembleDialog</name>
    <message numerus="yes">
        <source>Assemble %n sheet(s)</source>
        <translation>
            <numerusform>Собрать %n лист</numerusform>
            <numerusform>Собрать %n листа</numerusform>
            <numerusform>Собрать %n листов</numerusform>
        </translation>
    </message>
    <message>
        <source>Assemble sheets</source>
        <translation>Сборка листов</translation>
    </message>
    <message>
        <source>The assembled map keeps the first map&apos;s settings:</source>
        <translation>Собранная карта сохраняет настройки первой карты:</translation>
    </message>
    <message>
        <source>This map</source>
        <translation>Эта карта</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Ряды</translation>
    </message>
    <message>
        <source>Row by row, left to right, as MegaMek&apos;s map assembly lays out boards:</source>
        <translation>Ряд за рядом, слева направо, как раскладывает листы сборка карт MegaMek:</translation>
    </message>
    <message>
        <source>Choose a map...</source>
        <translation>Выбрать карту…</translation>
    </message>
    <message>
        <source>Turned 180 degrees</source>
        <translation>Повёрнута на 180°</translation>
    </message>
    <message>
        <source>Map for place {place}</source>
        <translation>Карта для места {place}</translation>
    </message>
    <message>
        <source>Maps ({patterns})</source>
        <translation>Карты ({patterns})</translation>
    </message>
    <message numerus="yes">
        <source>Choose a map for each of the %n place(s).</source>
        <translation>
            <numerusform>Выберите карту для каждого из %n места.</numerusform>
            <numerusform>Выберите карту для каждого из %n мест.</numerusform>
            <numerusform>Выберите карту для каждого из %n мест.</numerusform>
        </translation>
    </message>
    <message>
        <source>These maps do not line up: {problem}.</source>
        <translation>Эти карты не стыкуются: {problem}.</translation>
    </message>
    <message>
        <source>{width} x {height} hexes</source>
        <translation>{width} × {height} гексов</translation>
    </message>
</context>
<context>
    <name>BattleTechPanel</name>
    <message>
        <source>by walking</source>
        <translation>ходьбой</translation>
    </message>
    <message>
        <source>by running</source>
        <translation>бегом</translation>
    </message>
    <message>
        <source>only by the minimum-movement rule</source>
        <translation>только по правилу минимального движения</translation>
    </message>
    <message>
        <source>ballistic</source>
        <translation>баллистическое</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>энергетическое</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>ракеты</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>физическая атака</translation>
    </message>
    <message>
        <source>short</source>
        <translation>ближняя</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средняя</translation>
    </message>
    <message>
        <source>long</source>
        <translation>дальняя</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>предельная</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>стоял</translation>
    </message>
    <message>
        <source>walked</source>
        <translation>шёл</translation>
    </message>
    <message>
        <source>ran</source>
        <translation>бежал</translation>
    </message>
    <message>
        <source>jumped</source>
        <translation>прыгнул</translation>
    </message>
    <message>
        <source>Ballistic fire</source>
        <translation>Огонь баллистического оружия</translation>
    </message>
    <message>
        <source>Energy fire</source>
        <translation>Огонь энергетического оружия</translation>
    </message>
    <message>
        <source>Missile fire</source>
        <translation>Огонь ракетами</translation>
    </message>
    <message>
        <source>Physical attack</source>
        <translation>Физическая атака</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Большое</translation>
    </message>
    <message>
        <source>A large (support) vehicle</source>
        <translation>Большое транспортное средство (поддержки)</translation>
    </message>
    <message>
        <source>Walking (cruising) MP; the reachable area spends the walking MP it gives under the map&apos;s conditions (gravity, temperature)</source>
        <translation>ОД ходьбы (крейсерские); досягаемость тратит ОД ходьбы, которые остаются при условиях карты (гравитация, температура)</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>прыжок</translation>
    </message>
    <message>
        <source>no jump</source>
        <translation>без прыжка</translation>
    </message>
    <message>
        <source>Jumping MP: whether the unit can jump from From to To (under the map&apos;s gravity)</source>
        <translation>ОД прыжка: может ли юнит прыгнуть из «Откуда» в «Куда» (при гравитации карты)</translation>
    </message>
    <message>
        <source>The unit in To that is fired at (its height counts for line of sight and cover)</source>
        <translation>Юнит в «Куда», по которому стреляют (его высота учитывается для линии видимости и укрытия)</translation>
    </message>
    <message>
        <source>mover / attacker</source>
        <translation>движущийся / атакующий</translation>
    </message>
    <message>
        <source>hex entered / target</source>
        <translation>гекс входа / цель</translation>
    </message>
    <message>
        <source>Show reach</source>
        <translation>Показать досягаемость</translation>
    </message>
    <message>
        <source>Shade the hexes the unit can reach from From with its MP</source>
        <translation>Закрасить гексы, которых юнит может достичь из «Откуда» своими ОД</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Юнит</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>ОД</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Дальность</translation>
    </message>
    <message>
        <source>Target moved</source>
        <translation>Движение цели</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Куда</translation>
    </message>
    <message>
        <source>gunnery</source>
        <translation>стрельба</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>гекс.</translation>
    </message>
    <message>
        <source>Pick hexes with the line-of-sight (L) or reach (R) tool, or type hex ids in From and To.</source>
        <translation>Выберите гексы инструментом «Линия видимости» (L) или «Досягаемость» (R) либо введите номера гексов в «Откуда» и «Куда».</translation>
    </message>
    <message>
        <source>walking {mp}; {condition}: walking only</source>
        <translation>ходьба {mp}; {condition}: только ходьба</translation>
    </message>
    <message>
        <source>walking {mp}</source>
        <translation>ходьба {mp}</translation>
    </message>
    <message>
        <source>not possible</source>
        <translation>невозможно</translation>
    </message>
    <message>
        <source>with {mp} MP ({walking}): {verdict}</source>
        <translation>с {mp} ОД ({walking}): {verdict}</translation>
    </message>
    <message>
        <source>(From is not next to To: no level change or road counted)</source>
        <translation>(«Откуда» не рядом с «Куда»: смена уровня и дорога не учтены)</translation>
    </message>
    <message>
        <source>jumping MP {mp}: {verdict}</source>
        <translation>ОД прыжка {mp}: {verdict}</translation>
    </message>
    <message>
        <source>can jump there</source>
        <translation>может прыгнуть туда</translation>
    </message>
    <message>
        <source>cannot jump ({reason})</source>
        <translation>не может прыгнуть ({reason})</translation>
    </message>
    <message>
        <source>{heat} heat per turn at {condition}</source>
        <translation>{heat} тепла за ход при условии «{condition}»</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>to-hit number {number} = {sum}</source>
        <translation>число для попадания {number} = {sum}</translation>
    </message>
    <message>
        <source>no line of sight: the shot is impossible</source>
        <translation>нет линии видимости: выстрел невозможен</translation>
    </message>
    <message>
        <source>chance to hit on 2d6: {chance} ({ways} in 36)</source>
        <translation>шанс попасть на 2D6: {chance} ({ways} из 36)</translation>
    </message>
    <message>
        <source>{weapon} fire</source>
        <translation>Огонь: {weapon}</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Досягаемость</translation>
    </message>
    <message numerus="yes">
        <source>{unit} from {hex} with {mp} MP (walking {walking}): %n hex(es) reachable (MP spent shown in each)</source>
        <translation>
            <numerusform>{unit} из {hex} с {mp} ОД (ходьба {walking}): досягаем %n гекс (в каждом показаны потраченные ОД)</numerusform>
            <numerusform>{unit} из {hex} с {mp} ОД (ходьба {walking}): досягаемы %n гекса (в каждом показаны потраченные ОД)</numerusform>
            <numerusform>{unit} из {hex} с {mp} ОД (ходьба {walking}): досягаемы %n гексов (в каждом показаны потраченные ОД)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CalculatorDock</name>
    <message>
        <source>The game system the calculator, the hex dock, the palette and the heat map use</source>
        <translation>Игровая система, которой пользуются калькулятор, панель гекса, палитра и тепловая карта</translation>
    </message>
</context>
<context>
    <name>CheckDock</name>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Примечание</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <translation>
            <numerusform>%n примечание</numerusform>
            <numerusform>%n примечания</numerusform>
            <numerusform>%n примечаний</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>замечаний нет</translation>
    </message>
    <message numerus="yes">
        <source>(%n accepted)</source>
        <translation>
            <numerusform>(принято: %n)</numerusform>
            <numerusform>(принято: %n)</numerusform>
            <numerusform>(принято: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hexes} and %n more</source>
        <translation>
            <numerusform>{hexes} и ещё %n</numerusform>
            <numerusform>{hexes} и ещё %n</numerusform>
            <numerusform>{hexes} и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>accepted house rule</source>
        <translation>принятое домашнее правило</translation>
    </message>
    <message>
        <source>Hexes: {hexes}</source>
        <translation>Гексы: {hexes}</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Вся карта</translation>
    </message>
    <message>
        <source>Fix: {fix}</source>
        <translation>Исправление: {fix}</translation>
    </message>
    <message>
        <source>whole map</source>
        <translation>вся карта</translation>
    </message>
    <message>
        <source>Apply fix</source>
        <translation>Исправить</translation>
    </message>
    <message>
        <source>Accept (house rule)</source>
        <translation>Принять (домашнее правило)</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Забыть</translation>
    </message>
    <message>
        <source>Drop the accepted findings the map no longer has from its house rules</source>
        <translation>Убрать из домашних правил карты принятые замечания, которых на ней больше нет</translation>
    </message>
    <message>
        <source>(checking...)</source>
        <translation>(проверка…)</translation>
    </message>
    <message>
        <source>The checks of every map and those of {system}, the game system chosen in the calculator dock</source>
        <translation>Проверки любой карты и проверки {system} — игровой системы, выбранной в калькуляторе</translation>
    </message>
    <message>
        <source>Accepted before, no longer on this map (not in force): {rules}</source>
        <translation>Принято раньше, но больше не встречается на этой карте (не действует): {rules}</translation>
    </message>
    <message>
        <source>Forget house rules that no longer apply</source>
        <translation>Забыть недействующие домашние правила</translation>
    </message>
    <message>
        <source>This finding has no fix</source>
        <translation>У этого замечания нет исправления</translation>
    </message>
    <message>
        <source>&lt;b&gt;Apply fix&lt;/b&gt; will {fix}.</source>
        <translation>&lt;b&gt;Исправить&lt;/b&gt;: {fix}.</translation>
    </message>
    <message>
        <source>Un-accept</source>
        <translation>Отменить принятие</translation>
    </message>
    <message>
        <source>Fix {rule}: {fix}</source>
        <translation>Исправление {rule}: {fix}</translation>
    </message>
    <message>
        <source>Un-accept {rule}</source>
        <translation>Отменить принятие {rule}</translation>
    </message>
    <message>
        <source>Accept {rule} as a house rule</source>
        <translation>Принять {rule} как домашнее правило</translation>
    </message>
</context>
<context>
    <name>CommandPanel</name>
    <message>
        <source>Answer</source>
        <translation>Ответить</translation>
    </message>
</context>
<context>
    <name>ConditionsDock</name>
    <message>
        <source>Roll random conditions</source>
        <translation>Бросить случайные условия</translation>
    </message>
    <message>
        <source>Roll every condition from its table; conditions that clash with the terrain are rolled again</source>
        <translation>Бросить каждое условие по его таблице; условия, противоречащие местности, перебрасываются</translation>
    </message>
    <message>
        <source>seed (optional)</source>
        <translation>зерно</translation>
    </message>
    <message>
        <source>The same seed on the same map rolls the same conditions</source>
        <translation>Одно и то же зерно на одной и той же карте даёт одни и те же условия</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Сбросить к умолчаниям</translation>
    </message>
    <message>
        <source>Set {condition}</source>
        <translation>Изменить условие «{condition}»</translation>
    </message>
    <message>
        <source>Reset conditions</source>
        <translation>Сбросить условия</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>PDF map sheets ({patterns})</source>
        <translation>Листы карты PDF ({patterns})</translation>
    </message>
    <message>
        <source>SVG image ({patterns})</source>
        <translation>Изображение SVG ({patterns})</translation>
    </message>
    <message>
        <source>PNG image ({patterns})</source>
        <translation>Изображение PNG ({patterns})</translation>
    </message>
    <message>
        <source>Export map</source>
        <translation>Экспорт карты</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Свой размер</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Книжная</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Альбомная</translation>
    </message>
    <message>
        <source>A length: 1.25in, 32mm, 3.2cm or 90pt</source>
        <translation>Длина: 1.25in, 32mm, 3.2cm или 90pt</translation>
    </message>
    <message>
        <source>dpi</source>
        <translation>dpi</translation>
    </message>
    <message>
        <source>One page the size of the whole map (print shops)</source>
        <translation>Одна страница размером со всю карту (для типографии)</translation>
    </message>
    <message>
        <source>Hex ids</source>
        <translation>Номера гексов</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Надписи</translation>
    </message>
    <message>
        <source>The rule labels in each hex (LEVEL 2, LT WOODS) and the map&apos;s own labels</source>
        <translation>Надписи правил в каждом гексе (LEVEL 2, LT WOODS) и собственные надписи карты</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
    <message>
        <source>Greyscale</source>
        <translation>Оттенки серого</translation>
    </message>
    <message>
        <source>No colour: symbols and labels keep terrains apart on a laser printer</source>
        <translation>Без цвета: на лазерном принтере местность различают символы и надписи</translation>
    </message>
    <message>
        <source>all, or e.g. 3,5-7</source>
        <translation>все или, например, 3,5-7</translation>
    </message>
    <message>
        <source>For virtual tabletops: the grid&apos;s measurements in NAME.json beside it</source>
        <translation>Для виртуальных столов: размеры сетки в файле NAME.json рядом</translation>
    </message>
    <message>
        <source>page</source>
        <translation>стр.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспортировать</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <source>Custom paper</source>
        <translation>Свой размер бумаги</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Ориентация</translation>
    </message>
    <message>
        <source>Hex size (across the flats)</source>
        <translation>Размер гекса (между гранями)</translation>
    </message>
    <message>
        <source>Overlap between pages</source>
        <translation>Перекрытие страниц</translation>
    </message>
    <message>
        <source>PNG resolution</source>
        <translation>Разрешение PNG</translation>
    </message>
    <message>
        <source>Pages to print</source>
        <translation>Печатать страницы</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печатать</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation>Размер гекса</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Перекрытие</translation>
    </message>
    <message>
        <source>Paper width</source>
        <translation>Ширина бумаги</translation>
    </message>
    <message>
        <source>Paper height</source>
        <translation>Высота бумаги</translation>
    </message>
    <message>
        <source>the file name must end in .pdf, .svg or .png</source>
        <translation>имя файла должно оканчиваться на .pdf, .svg или .png</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <source>The preview cannot be drawn: {problem}</source>
        <translation>Не удаётся нарисовать просмотр: {problem}</translation>
    </message>
    <message>
        <source>The map prints {width} x {height} in ({width_mm} x {height_mm} mm).</source>
        <translation>Карта печатается размером {width} × {height} дюйм. ({width_mm} × {height_mm} мм).</translation>
    </message>
    <message>
        <source>PNG of {width} x {height} pixels.</source>
        <translation>PNG размером {width} × {height} пикселей.</translation>
    </message>
    <message>
        <source>One SVG drawing at true scale.</source>
        <translation>Один рисунок SVG в натуральную величину.</translation>
    </message>
    <message>
        <source>One page of {width} x {height} in with the legend.</source>
        <translation>Одна страница {width} × {height} дюйм. с легендой.</translation>
    </message>
    <message>
        <source>One page of {width} x {height} in.</source>
        <translation>Одна страница {width} × {height} дюйм.</translation>
    </message>
    <message>
        <source>Printing pages {pages} only.</source>
        <translation>Печатаются только страницы {pages}.</translation>
    </message>
    <message numerus="yes">
        <source>%n pages: the assembly page, then {rows} rows x {columns} columns of map pages.</source>
        <translation>
            <numerusform>%n страница: страница сборки, затем страницы карты — {rows} × {columns} (ряды × столбцы).</numerusform>
            <numerusform>%n страницы: страница сборки, затем страницы карты — {rows} × {columns} (ряды × столбцы).</numerusform>
            <numerusform>%n страниц: страница сборки, затем страницы карты — {rows} × {columns} (ряды × столбцы).</numerusform>
        </translation>
    </message>
    <message>
        <source>(fewest)</source>
        <translation>(меньше всего)</translation>
    </message>
    <message>
        <source>Pages: {counts}</source>
        <translation>Страниц: {counts}</translation>
    </message>
    <message>
        <source>Use {dpi} dpi</source>
        <translation>Взять {dpi} dpi</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Экспорт отменён.</translation>
    </message>
    <message>
        <source>Cannot export {file}:</source>
        <translation>Не удаётся экспортировать {file}:</translation>
    </message>
</context>
<context>
    <name>ExportProgress</name>
    <message>
        <source>Exporting the map...</source>
        <translation>Экспорт карты…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Export map</source>
        <translation>Экспорт карты</translation>
    </message>
</context>
<context>
    <name>FillTool</name>
    <message>
        <source>Fill the same hex (base terrain, level, modifications)</source>
        <translation>Заливать такие же гексы (базовая местность, уровень, изменения)</translation>
    </message>
    <message>
        <source>Fill the same base terrain</source>
        <translation>Заливать ту же базовую местность</translation>
    </message>
    <message>
        <source>Fill: {paint}</source>
        <translation>Заливка: {paint}</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>New map from generator</source>
        <translation>Новая карта из генератора</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Новое зерно</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Заготовка</translation>
    </message>
    <message>
        <source>Size (columns x rows)</source>
        <translation>Размер (столбцы × ряды)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Generating...</source>
        <translation>Генерация…</translation>
    </message>
    <message>
        <source>Cannot make this map: {problem}</source>
        <translation>Не удаётся создать эту карту: {problem}</translation>
    </message>
    <message>
        <source>{width} x {height} hexes · reality check: {findings}</source>
        <translation>{width} × {height} гексов · проверка реальности: {findings}</translation>
    </message>
</context>
<context>
    <name>GravArmorPanel</name>
    <message>
        <source>The planet&apos;s terrain chart this map is played with (kept in the map file)</source>
        <translation>Таблица местности планеты, с которой играют на этой карте (хранится в файле карты)</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>гекс</translation>
    </message>
    <message>
        <source>The target&apos;s state: free flight and orbit moves are detected automatically within range and count terrain CV 0</source>
        <translation>Состояние цели: в свободном полёте и при подъёме на орбиту или спуске с неё цель обнаруживается автоматически в пределах дальности, а защита местности считается равной 0</translation>
    </message>
    <message>
        <source>missile target</source>
        <translation>цель ракет №</translation>
    </message>
    <message>
        <source>Missiles attack every unit in the hex: the K-th at attack - (K - 1)</source>
        <translation>Ракеты атакуют каждый юнит в гексе: K-й — со значением атаки минус (K - 1)</translation>
    </message>
    <message>
        <source>disrupted already</source>
        <translation>уже подавлен</translation>
    </message>
    <message>
        <source>The target is disrupted already: a second D destroys it (only infantry and forts are disrupted)</source>
        <translation>Цель уже подавлена: второе подавление (D) её уничтожает (подавлены бывают только пехота и форты)</translation>
    </message>
    <message>
        <source>The infantry the target carries: its own hit effect when the carrier is destroyed, destroyed with it in free flight (only when the target is a carrier)</source>
        <translation>Пехота, которую перевозит цель: когда транспорт уничтожен, для неё бросают свой результат попадания, а в свободном полёте она уничтожается вместе с ним (только если цель — транспорт)</translation>
    </message>
    <message>
        <source>weapon box</source>
        <translation>система</translation>
    </message>
    <message>
        <source>A fort fires one weapon box at a time: the K-th (only when the firer is a fort)</source>
        <translation>Форт стреляет одной системой вооружения за раз: K-й (только если стреляющий — форт)</translation>
    </message>
    <message>
        <source>EW lost</source>
        <translation>потеряно РЭБ</translation>
    </message>
    <message>
        <source>The EW a fort has lost on every weapon box: the target&apos;s if it is a fort, else the firing fort&apos;s (only when the firer or the target is a fort)</source>
        <translation>РЭБ, потерянная фортом на каждой системе вооружения: цели, если она форт, иначе стреляющего форта (только если стреляющий или цель — форт)</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>без броска</translation>
    </message>
    <message>
        <source>The 2d6 roll: say whether it hits</source>
        <translation>Бросок 2D6: сказать, будет ли попадание</translation>
    </message>
    <message>
        <source>effect roll</source>
        <translation>бросок эффекта</translation>
    </message>
    <message>
        <source>no effect roll</source>
        <translation>без броска эффекта</translation>
    </message>
    <message>
        <source>The 2d6 roll on the Hit Effects Table: what the hit does (only when the target is infantry or a fort; any hit destroys the others)</source>
        <translation>Бросок 2d6 по таблице результатов попадания: что делает попадание (только если цель — пехота или форт; остальных уничтожает любое попадание)</translation>
    </message>
    <message>
        <source>hexes the firer enters: 0405, 0505</source>
        <translation>гексы, в которые входит стреляющий: 0405, 0505</translation>
    </message>
    <message>
        <source>A move of the firer&apos;s unit from its hex: each hex it enters in turn, separated by commas or spaces; the MP it costs, and whether the unit may make it</source>
        <translation>Движение юнита стреляющего из его гекса: каждый гекс, в который он входит, по порядку, через запятую или пробел; сколько MP оно стоит и может ли юнит его совершить</translation>
    </message>
    <message>
        <source>in free flight</source>
        <translation>в свободном полёте</translation>
    </message>
    <message>
        <source>The move in free flight: every hex 1/2 MP, terrain ignored (only when the firer can fly free)</source>
        <translation>Движение в свободном полёте: каждый гекс 1/2 MP, местность не учитывается (только если стреляющий может летать свободно)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Стреляющий</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Target is</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Форт</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>carries no infantry</source>
        <translation>без пехоты</translation>
    </message>
    <message>
        <source>carries {unit} ({label})</source>
        <translation>везёт {unit} ({label})</translation>
    </message>
    <message>
        <source>{chart} (not in the rules)</source>
        <translation>{chart} (нет в правилах)</translation>
    </message>
    <message>
        <source>Grav Armor chart: {chart}</source>
        <translation>Таблица Grav Armor: {chart}</translation>
    </message>
    <message>
        <source>Pick the firer with the reach tool (R), or the firer and then the target with the line-of-sight tool (L); or type their hex ids.</source>
        <translation>Выберите стреляющего инструментом «Досягаемость» (R) или стреляющего, а затем цель инструментом «Линия видимости» (L) либо введите номера их гексов.</translation>
    </message>
    <message>
        <source>Detection</source>
        <translation>Обнаружение</translation>
    </message>
    <message numerus="yes">
        <source>{unit} in {hex} (EW {ew}, range {range}) detects %n hex(es): green, with the least CV sum of a path to each; red: in range but not detected. The path to the hex under the pointer is drawn.</source>
        <translation>
            <numerusform>{unit} в {hex} (РЭБ {ew}, дальность {range}) обнаруживает %n гекс: зелёные — с наименьшей суммой защиты местности пути до каждого; красные — в пределах дальности, но не обнаружены. Путь до гекса под указателем нарисован.</numerusform>
            <numerusform>{unit} в {hex} (РЭБ {ew}, дальность {range}) обнаруживает %n гекса: зелёные — с наименьшей суммой защиты местности пути до каждого; красные — в пределах дальности, но не обнаружены. Путь до гекса под указателем нарисован.</numerusform>
            <numerusform>{unit} в {hex} (РЭБ {ew}, дальность {range}) обнаруживает %n гексов: зелёные — с наименьшей суммой защиты местности пути до каждого; красные — в пределах дальности, но не обнаружены. Путь до гекса под указателем нарисован.</numerusform>
        </translation>
    </message>
    <message>
        <source>{firer} fires at {target}</source>
        <translation>{firer} стреляет в {target}</translation>
    </message>
    <message>
        <source>effect {roll}</source>
        <translation>эффект: {roll}</translation>
    </message>
    <message>
        <source>{unit} moves</source>
        <translation>Движение {unit}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Wheel</source>
        <translation>Колесо</translation>
    </message>
    <message>
        <source>Zoom in and out about the pointer</source>
        <translation>Увеличить и уменьшить вокруг указателя</translation>
    </message>
    <message>
        <source>Middle button drag, or Space + drag</source>
        <translation>Перетаскивание средней кнопкой или Пробел + перетаскивание</translation>
    </message>
    <message>
        <source>Pan the map</source>
        <translation>Прокрутить карту</translation>
    </message>
    <message>
        <source>Two fingers on a touchpad</source>
        <translation>Два пальца на тачпаде</translation>
    </message>
    <message>
        <source>Pan the map; pinch, or Ctrl + two fingers, to zoom</source>
        <translation>Прокрутить карту; щипок или Ctrl + два пальца — масштаб</translation>
    </message>
    <message>
        <source>Shift + click or drag (selection tools)</source>
        <translation>Shift + щелчок или перетаскивание (инструменты выделения)</translation>
    </message>
    <message>
        <source>Add to the selection</source>
        <translation>Добавить к выделению</translation>
    </message>
    <message>
        <source>Ctrl + click or drag (selection tools)</source>
        <translation>Ctrl + щелчок или перетаскивание (инструменты выделения)</translation>
    </message>
    <message>
        <source>Take away from the selection</source>
        <translation>Убрать из выделения</translation>
    </message>
    <message>
        <source>Drag a selected hex (selection tools)</source>
        <translation>Перетаскивание выделенного гекса (инструменты выделения)</translation>
    </message>
    <message>
        <source>Move the selection (R and M turn and mirror it on the way)</source>
        <translation>Переместить выделение (R и M поворачивают и отражают его по пути)</translation>
    </message>
    <message>
        <source>Click (a pasted piece or a stamp floating)</source>
        <translation>Щелчок (вставленный фрагмент или штамп на весу)</translation>
    </message>
    <message>
        <source>Put it down</source>
        <translation>Положить его</translation>
    </message>
    <message>
        <source>Alt + click (eyedropper)</source>
        <translation>Alt + щелчок (пипетка)</translation>
    </message>
    <message>
        <source>Take the base terrain alone, not the whole hex</source>
        <translation>Взять только базовую местность, а не весь гекс</translation>
    </message>
    <message>
        <source>Ctrl + drag (Scenario tool, zone brush)</source>
        <translation>Ctrl + перетаскивание (инструмент «Сценарий», кисть зон)</translation>
    </message>
    <message>
        <source>Take hexes out of the deployment zone</source>
        <translation>Убрать гексы из зоны развёртывания</translation>
    </message>
    <message>
        <source>Drag a label or objective (Scenario tool)</source>
        <translation>Перетаскивание надписи или контрольной точки (инструмент «Сценарий»)</translation>
    </message>
    <message>
        <source>Move it to another hex</source>
        <translation>Переместить в другой гекс</translation>
    </message>
    <message>
        <source>A hex-map editor for BattleTech planetary conditions (Tactical Operations) and other hex wargames: paint, reality-check, calculate, print.</source>
        <translation>Редактор гексовых карт для планетарных условий BattleTech («Тактические операции») и других гексовых варгеймов: рисуйте, проверяйте реальность, считайте, печатайте.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, {licence}: you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Свободная программа под лицензией GNU General Public License, {licence}: её можно распространять и изменять на условиях лицензии. Программа предоставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Where the rules come from</source>
        <translation>Откуда взяты правила</translation>
    </message>
    <message>
        <source>Help &gt; Rules reference shows every table the program uses, with the source of each row.</source>
        <translation>Справка &gt; Справочник правил показывает все таблицы, которыми пользуется программа, с источником каждой строки.</translation>
    </message>
    <message>
        <source>your rules file {file}</source>
        <translation>ваш файл правил {file}</translation>
    </message>
    <message>
        <source>{file}, shipped with hmeditor</source>
        <translation>{file}, поставляется с hmeditor</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мышь</translation>
    </message>
    <message>
        <source>Keys that act on the map (tools, Enter, Delete, Esc, cut, copy and paste, zoom, brush size) work while the map has the keyboard: click it first. In a text or number field, keys are the field&apos;s. While a piece floats (a paste, a stamp, a selection being moved), R, Shift+R, M, Shift+M and Esc act on the piece first: R is the Reach tool and Esc deselects again once it is put down or dropped.</source>
        <translation>Клавиши, действующие на карту (инструменты, Enter, Delete, Esc, вырезание, копирование и вставка, масштаб, размер кисти), работают, пока фокус клавиатуры на карте: сначала щёлкните по ней. В текстовом или числовом поле клавиши принадлежат полю. Пока фрагмент на весу (вставка, штамп, перемещаемое выделение), R, Shift+R, M, Shift+M и Esc сначала действуют на фрагмент: R снова станет инструментом «Досягаемость», а Esc снова будет снимать выделение, когда фрагмент положен или брошен.</translation>
    </message>
    <message>
        <source>hmeditor user guide</source>
        <translation>Руководство пользователя hmeditor</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>About hmeditor</source>
        <translation>О программе hmeditor</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Клавиатура и мышь</translation>
    </message>
    <message>
        <source>Rules reference: {system}</source>
        <translation>Справочник правил: {system}</translation>
    </message>
</context>
<context>
    <name>HexDock</name>
    <message>
        <source>Point at a hex or select hexes.</source>
        <translation>Наведите указатель на гекс или выделите гексы.</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Modifications</source>
        <translation>Изменения</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Надписи</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) selected</source>
        <translation>
            <numerusform>Выделен %n гекс</numerusform>
            <numerusform>Выделено %n гекса</numerusform>
            <numerusform>Выделено %n гексов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <source>Add folder...</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>Убрать папку</translation>
    </message>
    <message>
        <source>Name or tag</source>
        <translation>Имя или метка</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Print at true scale...</source>
        <translation>Печать в натуральную величину…</translation>
    </message>
    <message>
        <source>Add to assembly</source>
        <translation>Добавить в сборку</translation>
    </message>
    <message>
        <source>MegaMek boards: {folder}</source>
        <translation>Листы MegaMek: {folder}</translation>
    </message>
    <message>
        <source>hmeditor samples: {folder}</source>
        <translation>Образцы hmeditor: {folder}</translation>
    </message>
    <message>
        <source>Add a folder of maps to the library</source>
        <translation>Добавить папку с картами в библиотеку</translation>
    </message>
    <message>
        <source>(cannot be read)</source>
        <translation>(не читается)</translation>
    </message>
    <message>
        <source>{size} hexes</source>
        <translation>{size} гексов</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Любой размер</translation>
    </message>
    <message>
        <source>Any terrain</source>
        <translation>Любая местность</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Tags: {tags}</source>
        <translation>Метки: {tags}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Standard</source>
        <translation>Стандартное</translation>
    </message>
    <message>
        <source>Hangar</source>
        <translation>Ангар</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Крепость</translation>
    </message>
    <message>
        <source>Gun emplacement</source>
        <translation>Орудийная позиция</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation>Автосохранение не удалось: {why}</translation>
    </message>
    <message>
        <source>{tip} ({key})</source>
        <translation>{tip} ({key})</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Палитра</translation>
    </message>
    <message>
        <source>Minimap</source>
        <translation>Мини-карта</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Калькулятор</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Условия</translation>
    </message>
    <message>
        <source>Stamps</source>
        <translation>Штампы</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Underlay</source>
        <translation>Подложка</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>Reality check</source>
        <translation>Проверка реальности</translation>
    </message>
    <message>
        <source>Check: {summary}</source>
        <translation>Проверка: {summary}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New map...</source>
        <translation>&amp;Новая карта…</translation>
    </message>
    <message>
        <source>New map</source>
        <comment>the toolbar&apos;s button</comment>
        <translation>Создать</translation>
    </message>
    <message>
        <source>New from &amp;generator...</source>
        <translation>Новая из &amp;генератора…</translation>
    </message>
    <message>
        <source>A map made from a preset and a seed: hills, water, woods, cities, TacOps terrain</source>
        <translation>Карта из заготовки и зерна: холмы, вода, леса, города, местность «Тактических операций»</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Открыть н&amp;едавние</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>PDF, SVG or PNG map sheets</source>
        <translation>Листы карты в PDF, SVG или PNG</translation>
    </message>
    <message>
        <source>&amp;Library...</source>
        <translation>&amp;Библиотека…</translation>
    </message>
    <message>
        <source>Your MegaMek boards, our samples and your folders of maps: find, open, print</source>
        <translation>Ваши листы MegaMek, наши образцы и ваши папки с картами: найти, открыть, напечатать</translation>
    </message>
    <message>
        <source>Load &amp;rules file...</source>
        <translation>Загрузить &amp;файл правил…</translation>
    </message>
    <message>
        <source>Play with your own copy of a game system&apos;s rules data (see &apos;hmeditor rules --markdown&apos;)</source>
        <translation>Играть со своей копией данных правил игровой системы (см. &apos;hmeditor rules --markdown&apos;)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Вы&amp;резать</translation>
    </message>
    <message>
        <source>Copy the selected hexes, then clear them</source>
        <translation>Скопировать выделенные гексы, затем очистить их</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>The selected hexes with all they hold, for pasting here or in another window</source>
        <translation>Выделенные гексы со всем содержимым — для вставки здесь или в другом окне</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>Float the copied hexes under the pointer: click to put them down</source>
        <translation>Скопированные гексы следуют за указателем: щёлкните, чтобы положить их</translation>
    </message>
    <message>
        <source>Save selection as &amp;stamp...</source>
        <translation>Сохранить выделение как &amp;штамп…</translation>
    </message>
    <message>
        <source>Keep the selected hexes under a name in the Stamps dock</source>
        <translation>Сохранить выделенные гексы под именем на панели «Штампы»</translation>
    </message>
    <message>
        <source>Floating piece</source>
        <translation>Фрагмент на весу</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Выделить вс&amp;ё</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>Снять в&amp;ыделение</translation>
    </message>
    <message>
        <source>&amp;Paint selection</source>
        <translation>&amp;Закрасить выделение</translation>
    </message>
    <message>
        <source>Put the palette&apos;s paint on every selected hex</source>
        <translation>Нанести краску палитры на каждый выделенный гекс</translation>
    </message>
    <message>
        <source>&amp;Clear selected hexes</source>
        <translation>О&amp;чистить выделенные гексы</translation>
    </message>
    <message>
        <source>Make the selected hexes clear ground at level 0</source>
        <translation>Сделать выделенные гексы открытой местностью уровня 0</translation>
    </message>
    <message>
        <source>MegaMek building c&amp;lass</source>
        <translation>Кл&amp;асс здания MegaMek</translation>
    </message>
    <message>
        <source>The class MegaMek gives the selected building hexes (a building joins only hexes of its own type and class)</source>
        <translation>Класс, который MegaMek даёт выделенным гексам зданий (здание объединяет только гексы своего типа и класса)</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Карта</translation>
    </message>
    <message>
        <source>&amp;Properties...</source>
        <translation>&amp;Свойства…</translation>
    </message>
    <message>
        <source>The map&apos;s name printed on every sheet, notes, size</source>
        <translation>Имя карты, печатаемое на каждом листе, заметки, размер</translation>
    </message>
    <message>
        <source>Resi&amp;ze map...</source>
        <translation>&amp;Размер карты…</translation>
    </message>
    <message>
        <source>&amp;Combine maps side by side...</source>
        <translation>&amp;Объединить карты рядом…</translation>
    </message>
    <message>
        <source>&amp;Assemble sheets...</source>
        <translation>Со&amp;брать листы…</translation>
    </message>
    <message>
        <source>Maps in a grid, some turned 180 degrees, as MegaMek&apos;s map assembly lays out boards</source>
        <translation>Карты сеткой, некоторые повёрнуты на 180°, как раскладывает листы сборка карт MegaMek</translation>
    </message>
    <message>
        <source>&amp;Turn 180 degrees</source>
        <translation>&amp;Повернуть на 180°</translation>
    </message>
    <message>
        <source>Turn the whole map: hex (c, r) goes to (W + 1 - c, H + 1 - r), exits turned with it</source>
        <translation>Повернуть всю карту: гекс (c, r) переходит в (W + 1 - c, H + 1 - r), выходы поворачиваются вместе с ним</translation>
    </message>
    <message>
        <source>&amp;Mirror...</source>
        <translation>О&amp;тразить…</translation>
    </message>
    <message>
        <source>Why a whole sheet does not mirror (a selection does: copy, paste, then M)</source>
        <translation>Почему целый лист не отражается (выделение отражается: копировать, вставить, затем M)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message numerus="yes">
        <source>Brush %n hex(es)</source>
        <translation>
            <numerusform>Кисть: %n гекс</numerusform>
            <numerusform>Кисть: %n гекса</numerusform>
            <numerusform>Кисть: %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brush %n hex(es)</source>
        <comment>the toolbar&apos;s button: short</comment>
        <translation>
            <numerusform>%n гекс</numerusform>
            <numerusform>%n гекса</numerusform>
            <numerusform>%n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>Smaller brush</source>
        <translation>Кисть меньше</translation>
    </message>
    <message>
        <source>Larger brush</source>
        <translation>Кисть больше</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Умен&amp;ьшить</translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation>&amp;Вся карта</translation>
    </message>
    <message>
        <source>Hex &amp;ids and labels</source>
        <translation>&amp;Номера гексов и надписи</translation>
    </message>
    <message>
        <source>&amp;Levels</source>
        <translation>Ур&amp;овни</translation>
    </message>
    <message>
        <source>Show each hex&apos;s level as a large number</source>
        <translation>Показать уровень каждого гекса крупным числом</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Тепловая карта</translation>
    </message>
    <message>
        <source>&amp;Scenario layer</source>
        <translation>Слой &amp;сценария</translation>
    </message>
    <message>
        <source>Show the deployment zones, objectives and labels</source>
        <translation>Показать зоны развёртывания, контрольные точки и надписи</translation>
    </message>
    <message>
        <source>&amp;Reality-check marks</source>
        <translation>&amp;Метки проверки реальности</translation>
    </message>
    <message>
        <source>Mark each hex with an open reality-check finding</source>
        <translation>Отметить каждый гекс с открытым замечанием проверки реальности</translation>
    </message>
    <message>
        <source>Clear line of sight and reach</source>
        <translation>Убрать линию видимости и досягаемость</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>How to use hmeditor: the editor, the map file, the reality check, printing, the command line</source>
        <translation>Как работать с hmeditor: редактор, файл карты, проверка реальности, печать, командная строка</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Клавиатура и мышь</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник правил</translation>
    </message>
    <message>
        <source>Every rules table the calculators and the check use, with its source (hmeditor rules --markdown)</source>
        <translation>Все таблицы правил, которыми пользуются калькуляторы и проверка, с источниками (hmeditor rules --markdown)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;About hmeditor</source>
        <translation>&amp;О программе hmeditor</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>hmeditor speaks {language} from its next start.</source>
        <translation>hmeditor заговорит на языке «{language}» со следующего запуска.</translation>
    </message>
    <message>
        <source>Warning: {problem}</source>
        <translation>Предупреждение: {problem}</translation>
    </message>
    <message>
        <source>Zoom {percent}</source>
        <translation>Масштаб {percent}</translation>
    </message>
    <message>
        <source>Paint: {paint}</source>
        <translation>Краска: {paint}</translation>
    </message>
    <message>
        <source>{paint} on the selection</source>
        <translation>{paint} на выделение</translation>
    </message>
    <message>
        <source>Building class: {name}</source>
        <translation>Класс здания: {name}</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Очистить выделенное</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Размер карты</translation>
    </message>
    <message>
        <source>Resize to {width} x {height}</source>
        <translation>Новый размер {width} × {height}</translation>
    </message>
    <message>
        <source>Print map</source>
        <translation>Печать карты</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>Экспортировано в {file}</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <source>details in {file}</source>
        <translation>подробности в {file}</translation>
    </message>
    <message>
        <source>the details could not be logged</source>
        <translation>подробности не удалось записать в журнал</translation>
    </message>
    <message>
        <source>Internal error ({error}); this is a bug in hmeditor, please report it ({where}).</source>
        <translation>Внутренняя ошибка ({error}); это ошибка в hmeditor, пожалуйста, сообщите о ней ({where}).</translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) since, logged.</source>
        <translation>
            <numerusform>С тех пор ещё %n ошибка, записана в журнал.</numerusform>
            <numerusform>С тех пор ещё %n ошибки, записаны в журнал.</numerusform>
            <numerusform>С тех пор ещё %n ошибок, записаны в журнал.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Непредвиденная ошибка</translation>
    </message>
    <message>
        <source>Something went wrong inside hmeditor. The editor stays open with your map: {saved} Save it (under a new name to be safe).</source>
        <translation>Внутри hmeditor что-то пошло не так. Редактор остаётся открытым с вашей картой: {saved} Сохраните её (надёжнее — под новым именем).</translation>
    </message>
    <message>
        <source>it has no unsaved changes.</source>
        <translation>в ней нет несохранённых изменений.</translation>
    </message>
    <message>
        <source>a copy was autosaved ({file}).</source>
        <translation>копия автоматически сохранена ({file}).</translation>
    </message>
    <message>
        <source>it could not be autosaved.</source>
        <translation>её не удалось автоматически сохранить.</translation>
    </message>
</context>
<context>
    <name>MapDialogs</name>
    <message>
        <source>named after its file when saved</source>
        <translation>при сохранении получит имя файла</translation>
    </message>
    <message>
        <source>The name printed on every page of the map sheets</source>
        <translation>Имя, печатаемое на каждой странице листов карты</translation>
    </message>
    <message>
        <source>Map properties</source>
        <translation>Свойства карты</translation>
    </message>
</context>
<context>
    <name>MapFiles</name>
    <message>
        <source>All maps ({patterns})</source>
        <translation>Все карты ({patterns})</translation>
    </message>
    <message>
        <source>Save map</source>
        <translation>Сохранение карты</translation>
    </message>
    <message>
        <source>{file} was changed by another program since you opened it. Saving replaces its changes with this map.</source>
        <translation>{file} изменён другой программой после того, как вы его открыли. Сохранение заменит его изменения этой картой.</translation>
    </message>
    <message>
        <source>Reload it (lose your changes)</source>
        <translation>Перезагрузить (ваши изменения пропадут)</translation>
    </message>
    <message>
        <source>Overwrite it</source>
        <translation>Перезаписать</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save the changes to {map}?</source>
        <translation>Сохранить изменения в {map}?</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Новая карта</translation>
    </message>
    <message>
        <source>Open map</source>
        <translation>Открыть карту</translation>
    </message>
    <message>
        <source>Planetary conditions read from {file}, the MegaMek scenario that plays this board</source>
        <translation>Планетарные условия прочитаны из {file} — сценария MegaMek, который играется на этом листе</translation>
    </message>
    <message>
        <source>{file}: kept as it is and written back when you save in the same format:</source>
        <translation>{file}: хранится как есть и записывается обратно при сохранении в том же формате:</translation>
    </message>
    <message>
        <source>Save map as</source>
        <translation>Сохранить карту как</translation>
    </message>
    <message>
        <source>Could not save {file}: {problem}</source>
        <translation>Не удалось сохранить {file}: {problem}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Сохранено: {file}</translation>
    </message>
    <message>
        <source>Checking what {file} can hold...</source>
        <translation>Проверка, что может вместить {file}…</translation>
    </message>
    <message>
        <source>Saving {file}...</source>
        <translation>Сохранение {file}…</translation>
    </message>
    <message>
        <source>{file} cannot say all of the conditions:</source>
        <translation>{file} не может передать все условия:</translation>
    </message>
    <message>
        <source>{board} and {scenario}</source>
        <translation>{board} и {scenario}</translation>
    </message>
    <message>
        <source>Maps to put to the right of this one</source>
        <translation>Карты, которые поставить справа от этой</translation>
    </message>
    <message>
        <source>Combine maps</source>
        <translation>Объединение карт</translation>
    </message>
    <message numerus="yes">
        <source>Combine %n map(s)</source>
        <translation>
            <numerusform>Объединить %n карту</numerusform>
            <numerusform>Объединить %n карты</numerusform>
            <numerusform>Объединить %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>The combined map keeps the first map&apos;s settings:</source>
        <translation>Объединённая карта сохраняет настройки первой карты:</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>Name the map after its file</source>
        <translation>Назвать карту по имени файла</translation>
    </message>
    <message>
        <source>{file} cannot hold all of this map:</source>
        <translation>{file} не может вместить всю эту карту:</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Всё равно сохранить</translation>
    </message>
    <message>
        <source>Save with a scenario file</source>
        <translation>Сохранить с файлом сценария</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Новая карта</translation>
    </message>
    <message>
        <source>Standard map sheet ({width} x {height} hexes)</source>
        <translation>Стандартный лист карты ({width} × {height} гексов)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Width (hexes)</source>
        <translation>Ширина (гексов)</translation>
    </message>
    <message>
        <source>Height (hexes)</source>
        <translation>Высота (гексов)</translation>
    </message>
</context>
<context>
    <name>NotesBar</name>
    <message numerus="yes">
        <source>{hexes} and %n more</source>
        <translation>
            <numerusform>{hexes} и ещё %n</numerusform>
            <numerusform>{hexes} и ещё %n</numerusform>
            <numerusform>{hexes} и ещё %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) ({hexes})</source>
        <translation>
            <numerusform>%n гекс ({hexes})</numerusform>
            <numerusform>%n гекса ({hexes})</numerusform>
            <numerusform>%n гексов ({hexes})</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Show Details)</source>
        <translation>
            <numerusform>… и ещё %n (кнопка «Подробности»)</numerusform>
            <numerusform>… и ещё %n (кнопка «Подробности»)</numerusform>
            <numerusform>… и ещё %n (кнопка «Подробности»)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <source>Raise level (+1)</source>
        <translation>Поднять уровень (+1)</translation>
    </message>
    <message>
        <source>Lower level (-1)</source>
        <translation>Опустить уровень (−1)</translation>
    </message>
    <message>
        <source>Set level</source>
        <translation>Задать уровень</translation>
    </message>
    <message>
        <source>Gravel-pile height</source>
        <translation>Высота кучи гравия</translation>
    </message>
    <message>
        <source>Industrial height</source>
        <translation>Высота промышленной зоны</translation>
    </message>
    <message>
        <source>(by type)</source>
        <translation>(по типу)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Base terrain</source>
        <translation>Базовая местность</translation>
    </message>
    <message>
        <source>Heights</source>
        <translation>Высоты</translation>
    </message>
    <message>
        <source>Modifications</source>
        <translation>Изменения местности</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Paint:</source>
        <translation>Краска:</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>Turn piece clockwise</source>
        <translation>Повернуть фрагмент по часовой стрелке</translation>
    </message>
    <message>
        <source>Turn piece anticlockwise</source>
        <translation>Повернуть фрагмент против часовой стрелки</translation>
    </message>
    <message>
        <source>Mirror piece left to right</source>
        <translation>Отразить фрагмент слева направо</translation>
    </message>
    <message>
        <source>Mirror piece top to bottom</source>
        <translation>Отразить фрагмент сверху вниз</translation>
    </message>
    <message>
        <source>Drop piece</source>
        <translation>Бросить фрагмент</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>буфер обмена</translation>
    </message>
    <message>
        <source>it holds no map piece</source>
        <translation>в нём нет фрагмента карты</translation>
    </message>
    <message>
        <source>Select hexes first (S: rectangle select)</source>
        <translation>Сначала выделите гексы (S: выделение прямоугольником)</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n hex(es)</source>
        <translation>
            <numerusform>Скопирован %n гекс</numerusform>
            <numerusform>Скопировано %n гекса</numerusform>
            <numerusform>Скопировано %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n hex(es)</source>
        <translation>
            <numerusform>Вырезать %n гекс</numerusform>
            <numerusform>Вырезать %n гекса</numerusform>
            <numerusform>Вырезать %n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to paste: {problem}</source>
        <translation>Нечего вставить: {problem}</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставка</translation>
    </message>
    <message numerus="yes">
        <source>Move %n hex(es)</source>
        <translation>
            <numerusform>Переместить %n гекс</numerusform>
            <numerusform>Переместить %n гекса</numerusform>
            <numerusform>Переместить %n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>Stamp {name}</source>
        <translation>Штамп {name}</translation>
    </message>
    <message>
        <source>Save as stamp</source>
        <translation>Сохранить как штамп</translation>
    </message>
    <message>
        <source>Name of the stamp:</source>
        <translation>Имя штампа:</translation>
    </message>
    <message>
        <source>Not saved: {problem}.</source>
        <translation>Не сохранено: {problem}.</translation>
    </message>
    <message>
        <source>Replace the stamp &apos;{name}&apos;?</source>
        <translation>Заменить штамп «{name}»?</translation>
    </message>
    <message>
        <source>Saved the stamp &apos;{name}&apos; in {folder}</source>
        <translation>Штамп «{name}» сохранён в {folder}</translation>
    </message>
    <message>
        <source>Delete stamp</source>
        <translation>Удалить штамп</translation>
    </message>
    <message>
        <source>Delete the stamp &apos;{name}&apos;?</source>
        <translation>Удалить штамп «{name}»?</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Map properties</source>
        <translation>Свойства карты</translation>
    </message>
    <message>
        <source>For the players: scenario, house rules, where the map comes from ...</source>
        <translation>Для игроков: сценарий, домашние правила, откуда взята карта…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Width (hexes)</source>
        <translation>Ширина (гексов)</translation>
    </message>
    <message>
        <source>Height (hexes)</source>
        <translation>Высота (гексов)</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Восстановление несохранённой работы</translation>
    </message>
    <message>
        <source>hmeditor did not close normally. Recover the changes to {map} autosaved at {time}?</source>
        <translation>hmeditor был закрыт некорректно. Восстановить изменения в {map}, автоматически сохранённые {time}?</translation>
    </message>
    <message>
        <source>hmeditor did not close normally. Recover the changes to an unsaved map autosaved at {time}?</source>
        <translation>hmeditor был закрыт некорректно. Восстановить изменения несохранённой карты, автоматически сохранённые {time}?</translation>
    </message>
    <message>
        <source>&apos;Later&apos; keeps the autosave and asks again at the next start.</source>
        <translation>«Позже» оставляет автосохранение и спросит снова при следующем запуске.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Позже</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Recover map</source>
        <translation>Восстановление карты</translation>
    </message>
    <message>
        <source>The autosave is kept in {folder}.</source>
        <translation>Автосохранение оставлено в {folder}.</translation>
    </message>
</context>
<context>
    <name>ResizeDialog</name>
    <message>
        <source>Resize map</source>
        <translation>Размер карты</translation>
    </message>
    <message>
        <source>In pairs: every hex column keeps its stagger</source>
        <translation>Парами: каждый столбец гексов сохраняет свой сдвиг</translation>
    </message>
    <message>
        <source>Columns added on the left</source>
        <translation>Столбцов добавить слева</translation>
    </message>
    <message>
        <source>Columns added on the right</source>
        <translation>Столбцов добавить справа</translation>
    </message>
    <message>
        <source>Rows added at the top</source>
        <translation>Рядов добавить сверху</translation>
    </message>
    <message>
        <source>Rows added at the bottom</source>
        <translation>Рядов добавить снизу</translation>
    </message>
    <message>
        <source>Columns on the left go in pairs (every column keeps its stagger): {fewer} or {more}, not {left}.</source>
        <translation>Столбцы слева добавляются парами (каждый столбец сохраняет свой сдвиг): {fewer} или {more}, а не {left}.</translation>
    </message>
    <message>
        <source>New size: {width} x {height} hexes.</source>
        <translation>Новый размер: {width} × {height} гексов.</translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>Load a rules file</source>
        <translation>Загрузить файл правил</translation>
    </message>
    <message>
        <source>Rules files ({patterns})</source>
        <translation>Файлы правил ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Все файлы ({patterns})</translation>
    </message>
    <message>
        <source>Rules file</source>
        <translation>Файл правил</translation>
    </message>
    <message>
        <source>This rules file cannot be used; the rules in use stay.</source>
        <translation>Этот файл правил нельзя использовать; остаются действующие правила.</translation>
    </message>
    <message>
        <source>{system} rules from {file}</source>
        <translation>Правила {system} из {file}</translation>
    </message>
</context>
<context>
    <name>ScenarioDock</name>
    <message>
        <source>Zone brush</source>
        <translation>Кисть зон</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Надпись</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Контрольная точка</translation>
    </message>
    <message>
        <source>New zone</source>
        <translation>Новая зона</translation>
    </message>
    <message>
        <source>A deployment zone for the brush to paint, with the next free number</source>
        <translation>Зона развёртывания для кисти, со следующим свободным номером</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>The scenario tool (Z) puts on the map:</source>
        <translation>Инструмент «Сценарий» (Z) ставит на карту:</translation>
    </message>
    <message>
        <source>MegaMek&apos;s deployment zone number (a board numbers its zones)</source>
        <translation>Номер зоны развёртывания MegaMek (лист нумерует свои зоны)</translation>
    </message>
    <message>
        <source>pt</source>
        <translation>пт</translation>
    </message>
    <message>
        <source>The text&apos;s size on the printed sheet</source>
        <translation>Размер текста на напечатанном листе</translation>
    </message>
    <message>
        <source>Turned anticlockwise</source>
        <translation>Поворот против часовой стрелки</translation>
    </message>
    <message>
        <source>A letter or a number, drawn large</source>
        <translation>Буква или число, рисуется крупно</translation>
    </message>
    <message>
        <source>Zone name</source>
        <translation>Имя зоны</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Угол</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message numerus="yes">
        <source>Zone {number}  {name} (%n hex(es))</source>
        <translation>
            <numerusform>Зона {number}  {name} (%n гекс)</numerusform>
            <numerusform>Зона {number}  {name} (%n гекса)</numerusform>
            <numerusform>Зона {number}  {name} (%n гексов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Label &apos;{text}&apos; in {hex}</source>
        <translation>Надпись «{text}» в {hex}</translation>
    </message>
    <message>
        <source>Objective {name} in {hex}</source>
        <translation>Контрольная точка {name} в {hex}</translation>
    </message>
    <message>
        <source>Change the zone</source>
        <translation>Изменить зону</translation>
    </message>
    <message>
        <source>Change the label</source>
        <translation>Изменить надпись</translation>
    </message>
    <message>
        <source>Change the objective</source>
        <translation>Изменить контрольную точку</translation>
    </message>
    <message>
        <source>zone {number} is another zone</source>
        <translation>зона {number} — другая зона</translation>
    </message>
    <message>
        <source>New zone {number}</source>
        <translation>Новая зона {number}</translation>
    </message>
    <message>
        <source>Delete the zone</source>
        <translation>Удалить зону</translation>
    </message>
    <message>
        <source>Delete the label</source>
        <translation>Удалить надпись</translation>
    </message>
    <message>
        <source>Delete the objective</source>
        <translation>Удалить контрольную точку</translation>
    </message>
</context>
<context>
    <name>ScenarioTool</name>
    <message>
        <source>Move the label</source>
        <translation>Переместить надпись</translation>
    </message>
    <message>
        <source>Move the objective</source>
        <translation>Переместить контрольную точку</translation>
    </message>
    <message>
        <source>Paint zone {number}</source>
        <translation>Нарисовать зону {number}</translation>
    </message>
    <message>
        <source>Erase zone {number}</source>
        <translation>Стереть зону {number}</translation>
    </message>
    <message>
        <source>Label</source>
        <comment>the text of a new label on the map</comment>
        <translation>Надпись</translation>
    </message>
    <message>
        <source>Add a label</source>
        <translation>Добавить надпись</translation>
    </message>
    <message>
        <source>Add objective {name}</source>
        <translation>Добавить контрольную точку {name}</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>A mirror cannot map a sheet&apos;s hexes onto the same sheet: every other column sits half a hex lower, so mirrored left to right the lower columns would land on upper ones, and top to bottom every column would move half a hex. A turn of 180 degrees keeps every hex on a hex (on an even width, as every BattleTech sheet has). Pieces (a selection) do mirror: copy, paste, then M.</source>
        <translation>Отражение не может уложить гексы листа на тот же лист: каждый второй столбец сдвинут на полгекса вниз, поэтому при отражении слева направо нижние столбцы легли бы на верхние, а при отражении сверху вниз каждый столбец сдвинулся бы на полгекса. Поворот на 180° оставляет каждый гекс на гексе (при чётной ширине, как у любого листа BattleTech). Фрагменты (выделение) отражаются: копировать, вставить, затем M.</translation>
    </message>
    <message>
        <source>Turn 180 degrees</source>
        <translation>Повернуть на 180°</translation>
    </message>
    <message>
        <source>This map cannot be turned: {problem}.</source>
        <translation>Эту карту нельзя повернуть: {problem}.</translation>
    </message>
    <message>
        <source>Mirror the map</source>
        <translation>Отражение карты</translation>
    </message>
</context>
<context>
    <name>StampDock</name>
    <message>
        <source>a stamp&apos;s name is some text without / or \ that does not start with a dot</source>
        <translation>имя штампа — это текст без / и \, не начинающийся с точки</translation>
    </message>
    <message>
        <source>Save selection...</source>
        <translation>Сохранить выделение…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Save the selected hexes as a stamp (Edit &gt; Save selection as stamp)</source>
        <translation>Сохранить выделенные гексы как штамп (Правка &gt; Сохранить выделение как штамп)</translation>
    </message>
    <message>
        <source>Cannot be read: {problem}</source>
        <translation>Не читается: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>{stamp}: %n hex(es). Click, then click the map to put it down.</source>
        <translation>
            <numerusform>{stamp}: %n гекс. Щёлкните, затем щёлкните по карте, чтобы положить его.</numerusform>
            <numerusform>{stamp}: %n гекса. Щёлкните, затем щёлкните по карте, чтобы положить его.</numerusform>
            <numerusform>{stamp}: %n гексов. Щёлкните, затем щёлкните по карте, чтобы положить его.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tool</name>
    <message>
        <source>Brush</source>
        <translation>Кисть</translation>
    </message>
    <message>
        <source>Paint the palette&apos;s choice under the brush (drag to paint; one drag is one undo step)</source>
        <translation>Рисовать выбранным в палитре под кистью (перетаскивайте, чтобы рисовать; одно перетаскивание — один шаг отмены)</translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation>Пипетка</translation>
    </message>
    <message>
        <source>Pick a whole hex as the paint (Alt: its base terrain alone)</source>
        <translation>Взять весь гекс как краску (Alt: только его базовую местность)</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Заливка</translation>
    </message>
    <message>
        <source>Bucket fill: paint every connected hex like the clicked one (Tools menu: same hex or same base)</source>
        <translation>Заливка: закрасить все связанные гексы, такие же, как выбранный щелчком (меню «Инструменты»: такой же гекс или та же база)</translation>
    </message>
    <message>
        <source>Place piece</source>
        <translation>Разместить фрагмент</translation>
    </message>
    <message>
        <source>Click to put the piece down (R / Shift+R turn it, M / Shift+M mirror it, Esc drops it)</source>
        <translation>Щёлкните, чтобы положить фрагмент (R / Shift+R поворачивают, M / Shift+M отражают, Esc бросает)</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Линия видимости</translation>
    </message>
    <message>
        <source>Click the attacker&apos;s hex, then the target&apos;s: the line, the hexes it crosses and the to-hit</source>
        <translation>Щёлкните гекс атакующего, затем гекс цели: линия, гексы на её пути и попадание</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Досягаемость</translation>
    </message>
    <message>
        <source>Click a hex: the area the calculator&apos;s unit can reach from it with its MP</source>
        <translation>Щёлкните гекс: область, которой юнит калькулятора может достичь из него своими ОД</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Deployment zones, labels, objectives (the Scenario dock chooses): paint a zone with the brush (Ctrl takes hexes out), put a label or objective on a hex, drag one to move it</source>
        <translation>Зоны развёртывания, надписи, контрольные точки (выбор на панели «Сценарий»): рисуйте зону кистью (Ctrl убирает гексы), ставьте надпись или контрольную точку на гекс, перетаскивайте их</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Выделение</translation>
    </message>
    <message>
        <source>Select a rectangle of hexes (Shift adds, Ctrl removes)</source>
        <translation>Выделить прямоугольник гексов (Shift добавляет, Ctrl убирает)</translation>
    </message>
    <message>
        <source>Brush select</source>
        <translation>Выделение кистью</translation>
    </message>
    <message>
        <source>Select hexes by painting over them with the brush (Shift adds, Ctrl removes)</source>
        <translation>Выделить гексы, проводя по ним кистью (Shift добавляет, Ctrl убирает)</translation>
    </message>
</context>
<context>
    <name>TotalWarPanel</name>
    <message>
        <source>infantry</source>
        <translation>пехота</translation>
    </message>
    <message>
        <source>vehicle</source>
        <translation>техника</translation>
    </message>
    <message>
        <source>helicopter</source>
        <translation>вертолёт</translation>
    </message>
    <message>
        <source>{length} cm</source>
        <translation>{length} см</translation>
    </message>
    <message>
        <source>cm/hex</source>
        <translation>см/гекс</translation>
    </message>
    <message>
        <source>Table centimetres across a hex&apos;s flats (kept in the map)</source>
        <translation>Сантиметры стола между гранями гекса (хранятся в карте)</translation>
    </message>
    <message>
        <source>cm/level</source>
        <translation>см/уровень</translation>
    </message>
    <message>
        <source>Table centimetres of one level of height (kept in the map)</source>
        <translation>Сантиметры стола на один уровень высоты (хранятся в карте)</translation>
    </message>
    <message>
        <source>the unit&apos;s hex</source>
        <translation>гекс юнита</translation>
    </message>
    <message>
        <source>the target&apos;s hex</source>
        <translation>гекс цели</translation>
    </message>
    <message>
        <source>the terrain&apos;s</source>
        <translation>по местности</translation>
    </message>
    <message>
        <source>The share of the target hidden, like 1/2 or 0.5; empty: the target hex&apos;s terrain</source>
        <translation>Доля закрытой части цели, например 1/2 или 0.5; пусто — по местности гекса цели</translation>
    </message>
    <message>
        <source>no armour</source>
        <translation>без брони</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>броня</translation>
    </message>
    <message>
        <source>target M+</source>
        <translation>цель М+</translation>
    </message>
    <message>
        <source>The target&apos;s manoeuvre bonus: against a guided weapon, and added to its dodge</source>
        <translation>Добавочные очки манёвренности цели: против управляемого оружия и к увороту</translation>
    </message>
    <message>
        <source>what it fires at</source>
        <translation>по типу оружия</translation>
    </message>
    <message>
        <source>What is shot at: a vehicle dodges unguided shots on 5+, a helicopter the machine gun on 4+</source>
        <translation>По чему стреляют: техника уворачивается от неуправляемых выстрелов на 5+, вертолёт от пулемёта на 4+</translation>
    </message>
    <message>
        <source>no room</source>
        <translation>некуда отъехать</translation>
    </message>
    <message>
        <source>The vehicle shot at has nowhere to move aside: it cannot dodge</source>
        <translation>Технике, по которой стреляют, некуда отъехать: она не может увернуться</translation>
    </message>
    <message>
        <source>cm tall</source>
        <translation>см рост</translation>
    </message>
    <message>
        <source>The height of the infantry figure, for climbing from From to To</source>
        <translation>Высота фигурки пехотинца — для преодоления препятствия из «Откуда» в «Куда»</translation>
    </message>
    <message>
        <source>Range rings</source>
        <translation>Кольца дальности</translation>
    </message>
    <message>
        <source>Rings every 10 cm around From up to the weapon&apos;s range; the hexes in range tinted</source>
        <translation>Кольца через каждые 10 см вокруг «Откуда» до дальности оружия; гексы в пределах дальности подкрашены</translation>
    </message>
    <message>
        <source>Blast at pointer</source>
        <translation>Взрыв под указателем</translation>
    </message>
    <message>
        <source>The weapon&apos;s HE radius and scatter around the hex under the pointer</source>
        <translation>Радиус фугасного действия и смещение оружия вокруг гекса под указателем</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Куда</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Укрытие</translation>
    </message>
    <message>
        <source>Target is</source>
        <translation>Тип цели</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Пехота</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>no range</source>
        <translation>без дальности</translation>
    </message>
    <message>
        <source>Total War XXI table scale: {value} cm per hex</source>
        <translation>Масштаб стола Total War XXI: {value} см на гекс</translation>
    </message>
    <message>
        <source>Total War XXI table scale: {value} cm per level</source>
        <translation>Масштаб стола Total War XXI: {value} см на уровень</translation>
    </message>
    <message>
        <source>Pick the unit and the target with the line-of-sight (L) or reach (R) tool, or type hex ids in From and To.</source>
        <translation>Выберите юнит и цель инструментом «Линия видимости» (L) или «Досягаемость» (R) либо введите номера гексов в «Откуда» и «Куда».</translation>
    </message>
    <message>
        <source>{weapon} from {start} at {target}</source>
        <translation>{weapon} из {start} по {target}</translation>
    </message>
    <message numerus="yes">
        <source>{distance} at {speed} a turn: %n turn(s)</source>
        <translation>
            <numerusform>{distance} при скорости {speed} за ход: %n ход</numerusform>
            <numerusform>{distance} при скорости {speed} за ход: %n хода</numerusform>
            <numerusform>{distance} при скорости {speed} за ход: %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>a sheer {rise} up, with a {figure} figure: {reason}</source>
        <translation>отвесный подъём {rise}, фигурка {figure}: {reason}</translation>
    </message>
    <message>
        <source>chance {chance}</source>
        <translation>шанс {chance}</translation>
    </message>
    <message>
        <source>cannot climb</source>
        <translation>не может преодолеть</translation>
    </message>
    <message>
        <source>{infantry} from {start} to {end}</source>
        <translation>{infantry} из {start} в {end}</translation>
    </message>
    <message>
        <source>an infantryman hit by a {weapon} survives (wounded) on {roll}: {chance}</source>
        <translation>пехотинец, поражённый оружием «{weapon}», выживает (раненым) на {roll}: {chance}</translation>
    </message>
    <message>
        <source>an infantryman inside the {weapon}&apos;s blast survives (wounded) on {roll}: {chance}</source>
        <translation>пехотинец в области взрыва оружия «{weapon}» выживает (раненым) на {roll}: {chance}</translation>
    </message>
    <message>
        <source>Infantry survival</source>
        <translation>Выживание пехоты</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Дальность</translation>
    </message>
    <message>
        <source>{weapon}: the rulebook gives no range</source>
        <translation>{weapon}: в своде правил дальность не указана</translation>
    </message>
    <message numerus="yes">
        <source>{weapon} in {hex}: rings every {step} up to {range}; %n hex(es) in range (hexes x {per_hex})</source>
        <translation>
            <numerusform>{weapon} в {hex}: кольца через каждые {step} до {range}; в пределах дальности %n гекс (гексы × {per_hex})</numerusform>
            <numerusform>{weapon} в {hex}: кольца через каждые {step} до {range}; в пределах дальности %n гекса (гексы × {per_hex})</numerusform>
            <numerusform>{weapon} в {hex}: кольца через каждые {step} до {range}; в пределах дальности %n гексов (гексы × {per_hex})</numerusform>
        </translation>
    </message>
    <message>
        <source>in range</source>
        <translation>в пределах дальности</translation>
    </message>
    <message>
        <source>Blast</source>
        <translation>Взрыв</translation>
    </message>
    <message>
        <source>{weapon} has no HE radius</source>
        <translation>У оружия «{weapon}» нет радиуса фугасного действия</translation>
    </message>
    <message>
        <source>HE {radius}</source>
        <translation>ФД {radius}</translation>
    </message>
    <message>
        <source>scatter {radius}</source>
        <translation>смещение {radius}</translation>
    </message>
</context>
<context>
    <name>UnderlayDock</name>
    <message>
        <source>Align: click two hexes on it...</source>
        <translation>Выровнять: щёлкнуть два гекса на ней…</translation>
    </message>
    <message>
        <source>Choose picture...</source>
        <translation>Выбрать картинку…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показывать</translation>
    </message>
    <message>
        <source>Print it with the map</source>
        <translation>Печатать вместе с картой</translation>
    </message>
    <message>
        <source>Suggest terrain</source>
        <translation>Предложить местность</translation>
    </message>
    <message>
        <source>Apply all</source>
        <translation>Применить все</translation>
    </message>
    <message>
        <source>Apply all but doubtful</source>
        <translation>Применить все, кроме сомнительных</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Remove the underlay</source>
        <translation>Убрать подложку</translation>
    </message>
    <message>
        <source>Print the underlay</source>
        <translation>Печатать подложку</translation>
    </message>
    <message>
        <source>Do not print the underlay</source>
        <translation>Не печатать подложку</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Непрозрачность</translation>
    </message>
    <message>
        <source>Underlay picture</source>
        <translation>Картинка подложки</translation>
    </message>
    <message>
        <source>Pictures ({patterns})</source>
        <translation>Картинки ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>Все файлы ({patterns})</translation>
    </message>
    <message>
        <source>Choose the underlay picture</source>
        <translation>Выбрать картинку подложки</translation>
    </message>
    <message>
        <source>Underlay opacity</source>
        <translation>Непрозрачность подложки</translation>
    </message>
    <message>
        <source>Stop aligning</source>
        <translation>Прекратить выравнивание</translation>
    </message>
    <message>
        <source>Reading the picture...</source>
        <translation>Чтение картинки…</translation>
    </message>
    <message>
        <source>Cannot read the picture: {problem}</source>
        <translation>Не удаётся прочитать картинку: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) suggested, {doubtful} doubtful (marked ?). Apply them, or discard and paint some hexes by hand first: they are examples for the next suggestion.</source>
        <translation>
            <numerusform>Предложен %n гекс, сомнительных: {doubtful} (помечены ?). Примените их или отбросьте и сначала нарисуйте несколько гексов вручную: они станут образцами для следующего предложения.</numerusform>
            <numerusform>Предложено %n гекса, сомнительных: {doubtful} (помечены ?). Примените их или отбросьте и сначала нарисуйте несколько гексов вручную: они станут образцами для следующего предложения.</numerusform>
            <numerusform>Предложено %n гексов, сомнительных: {doubtful} (помечены ?). Примените их или отбросьте и сначала нарисуйте несколько гексов вручную: они станут образцами для следующего предложения.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Terrain from the underlay (%n hex(es))</source>
        <translation>
            <numerusform>Местность с подложки (%n гекс)</numerusform>
            <numerusform>Местность с подложки (%n гекса)</numerusform>
            <numerusform>Местность с подложки (%n гексов)</numerusform>
        </translation>
    </message>
    <message>
        <source>No picture under the map.</source>
        <translation>Под картой нет картинки.</translation>
    </message>
    <message>
        <source>Not aligned yet: laid over the map&apos;s width.</source>
        <translation>Ещё не выровнена: растянута по ширине карты.</translation>
    </message>
    <message>
        <source>Align the underlay</source>
        <translation>Выравнивание подложки</translation>
    </message>
    <message>
        <source>Click the centres of two hexes on the picture, far apart. Which hexes?</source>
        <translation>Щёлкните центры двух далёких друг от друга гексов на картинке. Какие это гексы?</translation>
    </message>
    <message>
        <source>First hex</source>
        <translation>Первый гекс</translation>
    </message>
    <message>
        <source>Second hex</source>
        <translation>Второй гекс</translation>
    </message>
    <message>
        <source>Which hexes?</source>
        <translation>Какие это гексы?</translation>
    </message>
</context>
<context>
    <name>UnderlayView</name>
    <message>
        <source>Name the underlay picture from the map&apos;s new folder</source>
        <translation>Указать картинку подложки из новой папки карты</translation>
    </message>
</context>
<context>
    <name>Wh40kPanel</name>
    <message>
        <source>difficult terrain</source>
        <translation>труднопроходимый ландшафт</translation>
    </message>
    <message>
        <source>dangerous terrain</source>
        <translation>опасный ландшафт</translation>
    </message>
    <message>
        <source>impassable terrain</source>
        <translation>непроходимый ландшафт</translation>
    </message>
    <message>
        <source>lethal terrain</source>
        <translation>смертельный ландшафт</translation>
    </message>
    <message>
        <source>Gone to ground</source>
        <translation>Залёг</translation>
    </message>
    <message>
        <source>firer / mover (L or R tool)</source>
        <translation>стреляющий / движущийся (инструмент L или R)</translation>
    </message>
    <message>
        <source>target / hex moved to</source>
        <translation>цель / гекс, куда движется</translation>
    </message>
    <message>
        <source>every roll</source>
        <translation>все броски</translation>
    </message>
    <message>
        <source>The difficult-terrain roll for climbing, and the fall test&apos;s roll</source>
        <translation>Бросок на преодоление труднопроходимого ландшафта при подъёме и бросок теста на падение</translation>
    </message>
    <message>
        <source>jump from floor</source>
        <translation>прыжок с этажа</translation>
    </message>
    <message>
        <source>to floor</source>
        <translation>на этаж</translation>
    </message>
    <message>
        <source>to the ground</source>
        <translation>на землю</translation>
    </message>
    <message>
        <source>The floor jumped down to (the ground is floor 1): a fall of the floors between (when the target is in ruins)</source>
        <translation>Этаж, на который спрыгивает модель (земля — этаж 1): падение на высоту этажей между ними (если цель в руинах)</translation>
    </message>
    <message>
        <source>The building&apos;s armour by the map&apos;s building type, or as a fortification the rules name (when the target is a building)</source>
        <translation>Показатель брони строения по его типу на карте или как у укрепления, названного в правилах (если цель — строение)</translation>
    </message>
    <message>
        <source>Neglected</source>
        <translation>Обветшалое</translation>
    </message>
    <message>
        <source>A fortification neither army bought: armour -2, its weapons silent</source>
        <translation>Укрепление, не приобретённое ни одной армией: показатель брони −2, его орудия не стреляют</translation>
    </message>
    <message>
        <source>in per hex</source>
        <translation>дюйм. на гекс</translation>
    </message>
    <message>
        <source>Tabletop inches across a hex&apos;s flats: saved with the map</source>
        <translation>Дюймы стола между гранями гекса: сохраняются с картой</translation>
    </message>
    <message>
        <source>Show cover map</source>
        <translation>Показать карту укрытий</translation>
    </message>
    <message>
        <source>Shade every hex by the cover save a model there takes from the firer (H)</source>
        <translation>Закрасить каждый гекс по спас-броску за укрытие, который получает там модель от стреляющего (H)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Боевая единица</translation>
    </message>
    <message>
        <source>Firer</source>
        <translation>Стреляющий</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Jump down</source>
        <translation>Прыжок вниз</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Строение</translation>
    </message>
    <message>
        <source>Table scale</source>
        <translation>Масштаб стола</translation>
    </message>
    <message>
        <source>the map&apos;s type</source>
        <translation>тип на карте</translation>
    </message>
    <message>
        <source>Table scale {scale} in per hex</source>
        <translation>Масштаб стола {scale} дюйм. на гекс</translation>
    </message>
    <message>
        <source>Pick a firer and a target with the line-of-sight tool (L), the firer alone with the reach tool (R), or type hex ids.</source>
        <translation>Выберите стреляющего и цель инструментом «Линия видимости» (L), только стреляющего — инструментом «Досягаемость» (R) либо введите номера гексов.</translation>
    </message>
    <message>
        <source>{unit} in {hex}: {save}</source>
        <translation>{unit} в {hex}: {save}</translation>
    </message>
    <message>
        <source>{save}+ {source} in {hex} (its hex)</source>
        <translation>{save}+ {source} в {hex} (её гекс)</translation>
    </message>
    <message>
        <source>{save}+ {source} in {hex} (between)</source>
        <translation>{save}+ {source} в {hex} (между)</translation>
    </message>
    <message numerus="yes">
        <source>from {hex}: %n hex(es) = {inches}&quot;</source>
        <translation>
            <numerusform>от {hex}: %n гекс = {inches}&quot;</numerusform>
            <numerusform>от {hex}: %n гекса = {inches}&quot;</numerusform>
            <numerusform>от {hex}: %n гексов = {inches}&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover save</source>
        <translation>Спас-бросок за укрытие</translation>
    </message>
    <message>
        <source>{start} to {end}: {distance}</source>
        <translation>{start} → {end}: {distance}</translation>
    </message>
    <message>
        <source>never (more than 6&quot;)</source>
        <translation>никогда (больше 6&quot;)</translation>
    </message>
    <message>
        <source>highest of {dice}D6 covers it: {chance}</source>
        <translation>наибольший из {dice}D6 покрывает расстояние: {chance}</translation>
    </message>
    <message>
        <source>dangerous terrain test: {outcome}</source>
        <translation>тест на преодоление опасного ландшафта: {outcome}</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>пройден</translation>
    </message>
    <message>
        <source>fails {chance} ({effect})</source>
        <translation>провален с шансом {chance} ({effect})</translation>
    </message>
    <message>
        <source>Move ({unit})</source>
        <translation>Движение ({unit})</translation>
    </message>
    <message numerus="yes">
        <source>%n floor(s) {spacing}&quot; apart</source>
        <translation>
            <numerusform>%n этаж через {spacing}&quot;</numerusform>
            <numerusform>%n этажа через {spacing}&quot;</numerusform>
            <numerusform>%n этажей через {spacing}&quot;</numerusform>
        </translation>
    </message>
    <message>
        <source>roll {roll}: {options}</source>
        <translation>бросок {roll}: {options}</translation>
    </message>
    <message>
        <source>jump from floor {floor}: {height}&quot; fall, D6 {modifier}, survives {chance}</source>
        <translation>прыжок с этажа {floor}: падение с {height}&quot;, D6 {modifier}, выживает {chance}</translation>
    </message>
    <message>
        <source>jump from floor {floor} to floor {to}: {height}&quot; fall, D6 {modifier}, survives {chance}</source>
        <translation>прыжок с этажа {floor} на этаж {to}: падение с {height}&quot;, D6 {modifier}, выживает {chance}</translation>
    </message>
    <message>
        <source>roll {roll}: {result}, {outcome}</source>
        <translation>бросок {roll}: {result}, {outcome}</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>выживает</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>удаляется как потеря</translation>
    </message>
    <message>
        <source>Ruins in {hex}</source>
        <translation>Руины в {hex}</translation>
    </message>
    <message>
        <source>{type} building: armour {armour} (neglected)</source>
        <translation>строение «{type}»: показатель брони {armour} (обветшалое)</translation>
    </message>
    <message>
        <source>{type} building: armour {armour}</source>
        <translation>строение «{type}»: показатель брони {armour}</translation>
    </message>
    <message>
        <source>{fortification}: armour {armour} (neglected)</source>
        <translation>{fortification}: показатель брони {armour} (обветшалое)</translation>
    </message>
    <message>
        <source>{fortification}: armour {armour}</source>
        <translation>{fortification}: показатель брони {armour}</translation>
    </message>
    <message>
        <source>emplaced weapons: {weapons}</source>
        <translation>установленные орудия: {weapons}</translation>
    </message>
    <message>
        <source>BS {skill}</source>
        <translation>BS {skill}</translation>
    </message>
    <message>
        <source>cannot fire</source>
        <translation>не могут стрелять</translation>
    </message>
    <message>
        <source>Building in {hex}</source>
        <translation>Строение в {hex}</translation>
    </message>
</context>
</TS>
