<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>MainWindow</name>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>hmeditor speaks {language} from its next start.</source>
        <translation>hmeditor заговорит на языке «{language}» со следующего запуска.</translation>
    </message>
</context>
</TS>
