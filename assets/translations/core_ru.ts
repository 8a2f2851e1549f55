<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BattleTech</name>
    <message>
        <source>{degrees} °C</source>
        <translation>{degrees} °C</translation>
    </message>
    <message>
        <source>{weather} brings {condition} (the map says {stated})</source>
        <translation>{weather} приносит: {condition} (на карте: {stated})</translation>
    </message>
    <message>
        <source>{units} cannot operate in {condition}</source>
        <translation>{units} не могут действовать в условиях: {condition}</translation>
    </message>
    <message>
        <source>{units} cannot operate outside buildings at {degrees} °C</source>
        <translation>{units} не могут действовать вне зданий при {degrees} °C</translation>
    </message>
    <message>
        <source>gravity {g} g</source>
        <translation>гравитация {g} g</translation>
    </message>
    <message>
        <source>no condition limits sight</source>
        <translation>никакое условие не ограничивает видимость</translation>
    </message>
    <message>
        <source>temperature {degrees} °C</source>
        <translation>температура {degrees} °C</translation>
    </message>
    <message>
        <source>Rules figures for {hex} (first selected)</source>
        <translation>Показатели правил для {hex} (первый из выбранных)</translation>
    </message>
    <message>
        <source>Rules figures for {hex}</source>
        <translation>Показатели правил для {hex}</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>запрещено</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Юниты</translation>
    </message>
    <message>
        <source>MP to enter</source>
        <translation>ОД на вход</translation>
    </message>
    <message>
        <source>PSR</source>
        <translation>Пилотирование</translation>
    </message>
    <message>
        <source>Bog-down</source>
        <translation>Увязание</translation>
    </message>
    <message>
        <source>Without level changes or roads (the calculator dock adds them).</source>
        <translation>Без перепадов уровней и дорог (их добавляет панель калькулятора).</translation>
    </message>
    <message>
        <source>To hit a target in this hex</source>
        <translation>Попадание по цели в этом гексе</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Модификатор</translation>
    </message>
    <message>
        <source>all units</source>
        <translation>все юниты</translation>
    </message>
    <message>
        <source>auto fail</source>
        <translation>автопровал</translation>
    </message>
    <message>
        <source>{units} {value}</source>
        <translation>{units} {value}</translation>
    </message>
    <message>
        <source>Extra MP: {values}</source>
        <translation>Доп. ОД: {values}</translation>
    </message>
    <message>
        <source>Barred: {units}</source>
        <translation>Запрещено: {units}</translation>
    </message>
    <message>
        <source>{units} fail</source>
        <translation>{units} — провал</translation>
    </message>
    <message>
        <source>Piloting: {values}</source>
        <translation>Пилотирование: {values}</translation>
    </message>
    <message>
        <source>Bog-down check: {values}</source>
        <translation>Бросок увязания: {values}</translation>
    </message>
    <message>
        <source>To-hit: {values} (target in the hex; by target: {targets})</source>
        <translation>Попадание: {values} (цель в гексе; по целям: {targets})</translation>
    </message>
    <message>
        <source>To-hit: {values} (target in the hex)</source>
        <translation>Попадание: {values} (цель в гексе)</translation>
    </message>
    <message>
        <source>Intervening: {effects}</source>
        <translation>Вмешивающаяся местность: {effects}</translation>
    </message>
    <message>
        <source>Intervening, for units 1 level tall (&apos;Mechs see over it): {effects}</source>
        <translation>Вмешивающаяся местность для юнитов высотой в 1 уровень (мехи видят поверх неё): {effects}</translation>
    </message>
    <message>
        <source>Intervening: {effects}; for units 1 level tall: {low}</source>
        <translation>Вмешивающаяся местность: {effects}; для юнитов высотой в 1 уровень: {low}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>{modifier} per hex</source>
        <translation>{modifier} за гекс</translation>
    </message>
    <message numerus="yes">
        <source>{modifier} per %n hexes</source>
        <translation>
            <numerusform>{modifier} за %n гекс</numerusform>
            <numerusform>{modifier} за %n гекса</numerusform>
            <numerusform>{modifier} за %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block line of sight</source>
        <translation>
            <numerusform>%n гекс блокирует линию видимости</numerusform>
            <numerusform>%n гекса блокируют линию видимости</numerusform>
            <numerusform>%n гексов блокируют линию видимости</numerusform>
        </translation>
    </message>
    <message>
        <source>one blocks line of sight</source>
        <translation>один гекс блокирует линию видимости</translation>
    </message>
    <message>
        <source>partial cover to {units} next to it</source>
        <translation>частичное укрытие для стоящих рядом: {units}</translation>
    </message>
    <message>
        <source>hex {hex} at level {level} reaches the line of sight</source>
        <translation>гекс {hex} на уровне {level} достигает линии видимости</translation>
    </message>
    <message>
        <source>{terrain} in {hex} rises into the line of sight</source>
        <translation>{terrain} в {hex} поднимается до линии видимости</translation>
    </message>
    <message>
        <source>partial cover</source>
        <translation>частичное укрытие</translation>
    </message>
    <message>
        <source>the attacker in {hex} has sunk into the {terrain}</source>
        <translation>атакующий в {hex} погрузился в местность ({terrain})</translation>
    </message>
    <message>
        <source>the attacker in {hex} is under water</source>
        <translation>атакующий в {hex} под водой</translation>
    </message>
    <message>
        <source>the target in {hex} has sunk into the {terrain}</source>
        <translation>цель в {hex} погрузилась в местность ({terrain})</translation>
    </message>
    <message>
        <source>the target in {hex} is under water</source>
        <translation>цель в {hex} под водой</translation>
    </message>
    <message>
        <source>foliage</source>
        <translation>растительность</translation>
    </message>
    <message>
        <source>industrial</source>
        <translation>промышленная зона</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>поля</translation>
    </message>
    <message>
        <source>{weight} intervening {group} (blocks at {most})</source>
        <translation>вмешивающаяся местность «{group}»: {weight} (блокирует при {most})</translation>
    </message>
    <message>
        <source>{units} cannot enter {terrain}</source>
        <translation>{units} не могут входить в гекс, где {terrain}</translation>
    </message>
    <message>
        <source>{units} cannot enter {terrain} of {param} {value} ({param} {least} or more)</source>
        <translation>{units} не могут входить в гекс, где {terrain}, {param} {value} ({param} от {least})</translation>
    </message>
    <message>
        <source>enter hex</source>
        <translation>вход в гекс</translation>
    </message>
    <message>
        <source>along the road: no terrain costs</source>
        <translation>по дороге: без стоимости местности</translation>
    </message>
    <message>
        <source>{units} can change at most {most} level(s) in one step, not {change}</source>
        <translation>{units} за один шаг меняют уровень не больше чем на {most}, а не на {change}</translation>
    </message>
    <message>
        <source>level change up {levels}</source>
        <translation>подъём на {levels} ур.</translation>
    </message>
    <message>
        <source>level change down {levels}</source>
        <translation>спуск на {levels} ур.</translation>
    </message>
    <message>
        <source>not moving carefully</source>
        <translation>движение без осторожности</translation>
    </message>
    <message>
        <source>{condition}: walking only</source>
        <translation>{condition}: только ходьба</translation>
    </message>
    <message>
        <source>{hexes} hexes is farther than {mp} jumping MP</source>
        <translation>гексов: {hexes} — дальше, чем {mp} ОД прыжка</translation>
    </message>
    <message>
        <source>landing {rise} levels above the start needs {rise} jumping MP</source>
        <translation>приземление на {rise} ур. выше старта требует {rise} ОД прыжка</translation>
    </message>
    <message>
        <source>automatic failure</source>
        <translation>автоматический провал</translation>
    </message>
    <message>
        <source>modifier {value}</source>
        <translation>модификатор {value}</translation>
    </message>
    <message>
        <source>one bog-down check on entering ({modifier})</source>
        <translation>один бросок увязания при входе ({modifier})</translation>
    </message>
    <message>
        <source>{units} entering {where} from {hex}</source>
        <translation>{units}: вход в {where} из {hex}</translation>
    </message>
    <message>
        <source>{units} entering {where}</source>
        <translation>{units}: вход в {where}</translation>
    </message>
    <message>
        <source>prohibited: {reason}</source>
        <translation>запрещено: {reason}</translation>
    </message>
    <message>
        <source>{mp} MP = {sum}</source>
        <translation>{mp} ОД = {sum}</translation>
    </message>
    <message>
        <source>piloting-roll modifier {value} = {sum}</source>
        <translation>модификатор броска пилотирования {value} = {sum}</translation>
    </message>
    <message>
        <source>line of sight {a} -&gt; {b} through {hexes}</source>
        <translation>линия видимости {a} -&gt; {b} через {hexes}</translation>
    </message>
    <message>
        <source>line of sight {a} -&gt; {b} (adjacent, nothing between)</source>
        <translation>линия видимости {a} -&gt; {b} (соседние гексы, между ними ничего)</translation>
    </message>
    <message>
        <source>{line}: blocked ({reason})</source>
        <translation>{line}: заблокирована ({reason})</translation>
    </message>
    <message>
        <source>intervening modifier {value}</source>
        <translation>модификатор вмешивающейся местности {value}</translation>
    </message>
    <message>
        <source>{line}: clear, {modifier}</source>
        <translation>{line}: свободна, {modifier}</translation>
    </message>
    <message numerus="yes">
        <source>but the target is %n hexes away, beyond the visual range of {range} hexes ({limit}): it cannot be seen unless lit or spotted</source>
        <translation>
            <numerusform>но цель в %n гексе, дальше дальности видимости в {range} гекс. ({limit}): её не видно, если она не освещена и не обнаружена</numerusform>
            <numerusform>но цель в %n гексах, дальше дальности видимости в {range} гекс. ({limit}): её не видно, если она не освещена и не обнаружена</numerusform>
            <numerusform>но цель в %n гексах, дальше дальности видимости в {range} гекс. ({limit}): её не видно, если она не освещена и не обнаружена</numerusform>
        </translation>
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
        <translation>прыгал</translation>
    </message>
    <message>
        <source>hull-down (attack from its front)</source>
        <translation>укрытый корпус (атака спереди)</translation>
    </message>
    <message>
        <source>unknown range {range} (one of: {ranges})</source>
        <translation>неизвестная дистанция {range} (известны: {ranges})</translation>
    </message>
    <message>
        <source>unknown attacker movement {moved} (one of: {moves})</source>
        <translation>неизвестное движение стреляющего {moved} (известны: {moves})</translation>
    </message>
    <message>
        <source>target moved {hexes} hex(es) and jumped</source>
        <translation>цель прошла гексов: {hexes}, с прыжком</translation>
    </message>
    <message>
        <source>target moved {hexes} hex(es)</source>
        <translation>цель прошла гексов: {hexes}</translation>
    </message>
    <message>
        <source>gunnery skill</source>
        <translation>навык стрельбы</translation>
    </message>
    <message>
        <source>{bracket} range</source>
        <translation>{bracket} дистанция</translation>
    </message>
    <message>
        <source>attacker {moved}</source>
        <translation>атакующий {moved}</translation>
    </message>
    <message>
        <source>&apos;Mechs</source>
        <translation>мехи</translation>
    </message>
    <message>
        <source>ProtoMechs</source>
        <translation>протомехи</translation>
    </message>
    <message>
        <source>tracked vehicles</source>
        <translation>гусеничные транспортные средства</translation>
    </message>
    <message>
        <source>wheeled vehicles</source>
        <translation>колёсные транспортные средства</translation>
    </message>
    <message>
        <source>hover vehicles</source>
        <translation>ховеры</translation>
    </message>
    <message>
        <source>WiGE vehicles</source>
        <translation>экранопланы</translation>
    </message>
    <message>
        <source>VTOLs</source>
        <translation>АВВП</translation>
    </message>
    <message>
        <source>foot infantry</source>
        <translation>пешая пехота</translation>
    </message>
    <message>
        <source>jump infantry</source>
        <translation>прыжковая пехота</translation>
    </message>
    <message>
        <source>motorized infantry</source>
        <translation>моторизованная пехота</translation>
    </message>
    <message>
        <source>mechanized infantry</source>
        <translation>механизированная пехота</translation>
    </message>
    <message>
        <source>battle armor</source>
        <translation>боевая броня</translation>
    </message>
    <message>
        <source>Ballistic</source>
        <translation>Баллистическое</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Энергетическое</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Ракетное</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Физические атаки</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>пехота</translation>
    </message>
    <message>
        <source>conventional infantry</source>
        <translation>обычная пехота</translation>
    </message>
    <message>
        <source>legged infantry</source>
        <translation>немеханизированная пехота</translation>
    </message>
    <message>
        <source>vehicles</source>
        <translation>транспортные средства</translation>
    </message>
    <message>
        <source>{mp} MP</source>
        <translation>{mp} ОД</translation>
    </message>
    <message>
        <source>none spent</source>
        <translation>ничего не потрачено</translation>
    </message>
    <message>
        <source>{mp} MP spent</source>
        <translation>потрачено {mp} ОД</translation>
    </message>
    <message>
        <source>all {mp} MP</source>
        <translation>все {mp} ОД</translation>
    </message>
    <message>
        <source>Reach: MP spent</source>
        <translation>Досягаемость: потрачено ОД</translation>
    </message>
    <message>
        <source>unknown unit kind {kind} (one of: {kinds})</source>
        <translation>неизвестный тип юнита {kind} (известны: {kinds})</translation>
    </message>
    <message>
        <source>unknown weapon class {weapon} (one of: {classes})</source>
        <translation>неизвестный класс оружия {weapon} (известны: {classes})</translation>
    </message>
</context>
<context>
    <name>Calculator</name>
    <message>
        <source>{what} in {hex}</source>
        <translation>{what} в {hex}</translation>
    </message>
</context>
<context>
    <name>Conditions</name>
    <message>
        <source>Light</source>
        <translation>Освещение</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Туман</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Ветер</translation>
    </message>
    <message>
        <source>Blowing sand</source>
        <translation>Песчаная буря</translation>
    </message>
    <message>
        <source>Atmosphere</source>
        <translation>Атмосфера</translation>
    </message>
    <message>
        <source>Taint</source>
        <translation>Заражение</translation>
    </message>
    <message>
        <source>Gravity (g)</source>
        <translation>Гравитация (g)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Температура (°C)</translation>
    </message>
    <message>
        <source>EMI</source>
        <translation>ЭМП</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>Dusk</source>
        <translation>Сумерки</translation>
    </message>
    <message>
        <source>Full moon</source>
        <translation>Полнолуние</translation>
    </message>
    <message>
        <source>Glare</source>
        <translation>Слепящий свет</translation>
    </message>
    <message>
        <source>Moonless</source>
        <translation>Безлунная ночь</translation>
    </message>
    <message>
        <source>Solar flare</source>
        <translation>Солнечная вспышка</translation>
    </message>
    <message>
        <source>Pitch black</source>
        <translation>Кромешная тьма</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Light rain</source>
        <translation>Слабый дождь</translation>
    </message>
    <message>
        <source>Moderate rain</source>
        <translation>Умеренный дождь</translation>
    </message>
    <message>
        <source>Heavy rain</source>
        <translation>Сильный дождь</translation>
    </message>
    <message>
        <source>Gusting rain</source>
        <translation>Шквалистый дождь</translation>
    </message>
    <message>
        <source>Downpour</source>
        <translation>Ливень</translation>
    </message>
    <message>
        <source>Light snow</source>
        <translation>Слабый снегопад</translation>
    </message>
    <message>
        <source>Moderate snow</source>
        <translation>Умеренный снегопад</translation>
    </message>
    <message>
        <source>Heavy snow</source>
        <translation>Сильный снегопад</translation>
    </message>
    <message>
        <source>Snow flurries</source>
        <translation>Снежные шквалы</translation>
    </message>
    <message>
        <source>Blizzard</source>
        <translation>Снежная буря</translation>
    </message>
    <message>
        <source>Sleet</source>
        <translation>Мокрый снег</translation>
    </message>
    <message>
        <source>Ice storm</source>
        <translation>Ледяной шторм</translation>
    </message>
    <message>
        <source>Light hail</source>
        <translation>Слабый град</translation>
    </message>
    <message>
        <source>Heavy hail</source>
        <translation>Сильный град</translation>
    </message>
    <message>
        <source>Lightning storm</source>
        <translation>Гроза</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>fog</comment>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Heavy</source>
        <comment>fog</comment>
        <translation>Густой</translation>
    </message>
    <message>
        <source>Calm</source>
        <translation>Штиль</translation>
    </message>
    <message>
        <source>Light gale</source>
        <translation>Слабый ветер</translation>
    </message>
    <message>
        <source>Moderate gale</source>
        <translation>Умеренный ветер</translation>
    </message>
    <message>
        <source>Strong gale</source>
        <translation>Сильный ветер</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Шторм</translation>
    </message>
    <message>
        <source>Tornado f1 f3</source>
        <translation>Торнадо F1–F3</translation>
    </message>
    <message>
        <source>Tornado f4</source>
        <translation>Торнадо F4</translation>
    </message>
    <message>
        <source>Vacuum</source>
        <translation>Вакуум</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Следовая</translation>
    </message>
    <message>
        <source>Thin</source>
        <translation>Разреженная</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартная</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Плотная</translation>
    </message>
    <message>
        <source>Very high</source>
        <translation>Очень плотная</translation>
    </message>
    <message>
        <source>Tainted</source>
        <translation>Заражённая атмосфера</translation>
    </message>
    <message>
        <source>Toxic</source>
        <translation>Токсичная атмосфера</translation>
    </message>
    <message>
        <source>light fog</source>
        <translation>лёгкий туман</translation>
    </message>
    <message>
        <source>heavy fog</source>
        <translation>густой туман</translation>
    </message>
    <message>
        <source>none fog</source>
        <translation>без тумана</translation>
    </message>
    <message>
        <source>vacuum atmosphere</source>
        <translation>вакуум</translation>
    </message>
    <message>
        <source>trace atmosphere</source>
        <translation>следовая атмосфера</translation>
    </message>
    <message>
        <source>thin atmosphere</source>
        <translation>разреженная атмосфера</translation>
    </message>
    <message>
        <source>standard atmosphere</source>
        <translation>стандартная атмосфера</translation>
    </message>
    <message>
        <source>high atmosphere</source>
        <translation>плотная атмосфера</translation>
    </message>
    <message>
        <source>very high atmosphere</source>
        <translation>очень плотная атмосфера</translation>
    </message>
    <message>
        <source>none atmosphere</source>
        <translation>атмосфера без заражения</translation>
    </message>
    <message>
        <source>tainted atmosphere</source>
        <translation>заражённая атмосфера</translation>
    </message>
    <message>
        <source>toxic atmosphere</source>
        <translation>токсичная атмосфера</translation>
    </message>
    <message>
        <source>blowing sand</source>
        <translation>песчаная буря</translation>
    </message>
    <message>
        <source>blowing sand false</source>
        <translation>без песчаной бури</translation>
    </message>
    <message>
        <source>emi</source>
        <translation>ЭМП</translation>
    </message>
    <message>
        <source>emi false</source>
        <translation>без ЭМП</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>Hills</source>
        <translation>Холмы</translation>
    </message>
    <message>
        <source>Hill size</source>
        <translation>Размер холма</translation>
    </message>
    <message>
        <source>Height min</source>
        <translation>Наименьшая высота</translation>
    </message>
    <message>
        <source>Height max</source>
        <translation>Наибольшая высота</translation>
    </message>
    <message>
        <source>Cliffs</source>
        <translation>Обрывы</translation>
    </message>
    <message>
        <source>Half levels</source>
        <translation>Полууровни</translation>
    </message>
    <message>
        <source>Craters</source>
        <translation>Кратеры</translation>
    </message>
    <message>
        <source>Lakes</source>
        <translation>Озёра</translation>
    </message>
    <message>
        <source>Lake depth</source>
        <translation>Глубина озёр</translation>
    </message>
    <message>
        <source>Rivers</source>
        <translation>Реки</translation>
    </message>
    <message>
        <source>River width</source>
        <translation>Ширина реки</translation>
    </message>
    <message>
        <source>River depth</source>
        <translation>Глубина реки</translation>
    </message>
    <message>
        <source>Rapids</source>
        <translation>Пороги</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Лёд</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Джунгли</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Густота</translation>
    </message>
    <message>
        <source>Ultra</source>
        <translation>Крайняя густота</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Неровная местность</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Обломки</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Песок</translation>
    </message>
    <message>
        <source>Tundra</source>
        <translation>Тундра</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Mud</source>
        <translation>Грязь</translation>
    </message>
    <message>
        <source>Snow</source>
        <translation>Снег</translation>
    </message>
    <message>
        <source>Deep snow</source>
        <translation>Глубокий снег</translation>
    </message>
    <message>
        <source>Magma</source>
        <translation>Магма</translation>
    </message>
    <message>
        <source>Lava</source>
        <translation>Лава</translation>
    </message>
    <message>
        <source>Vents</source>
        <translation>Жерла</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Дороги</translation>
    </message>
    <message>
        <source>Road kind</source>
        <translation>Вид дорог</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Квартал</translation>
    </message>
    <message>
        <source>Building type</source>
        <translation>Тип зданий</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Застройка</translation>
    </message>
    <message>
        <source>Building height min</source>
        <translation>Наименьшая высота зданий</translation>
    </message>
    <message>
        <source>Building height max</source>
        <translation>Наибольшая высота зданий</translation>
    </message>
    <message>
        <source>Building CF</source>
        <translation>СК зданий</translation>
    </message>
    <message>
        <source>Industrial</source>
        <translation>Промзона</translation>
    </message>
    <message>
        <source>Gravel piles</source>
        <translation>Кучи гравия</translation>
    </message>
    <message>
        <source>Gravel height</source>
        <translation>Высота куч гравия</translation>
    </message>
    <message>
        <source>Random conditions</source>
        <translation>Случайные условия</translation>
    </message>
    <message>
        <source>open</source>
        <translation>открытая местность</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>холмы</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>лес</translation>
    </message>
    <message>
        <source>jungle</source>
        <translation>джунгли</translation>
    </message>
    <message>
        <source>river</source>
        <translation>река</translation>
    </message>
    <message>
        <source>lakes</source>
        <translation>озёра</translation>
    </message>
    <message>
        <source>city</source>
        <translation>город</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>болото</translation>
    </message>
    <message>
        <source>arctic</source>
        <translation>арктика</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>пустыня</translation>
    </message>
    <message>
        <source>volcanic</source>
        <translation>вулканы</translation>
    </message>
    <message>
        <source>industrial</source>
        <translation>промзона</translation>
    </message>
    <message>
        <source>gravel</source>
        <translation>карьер</translation>
    </message>
    <message>
        <source>lunar</source>
        <translation>луна</translation>
    </message>
    <message>
        <source>share of the map raised into hills</source>
        <translation>доля карты, поднятая холмами</translation>
    </message>
    <message>
        <source>typical width of a hill, in hexes</source>
        <translation>обычная ширина холма в гексах</translation>
    </message>
    <message>
        <source>level of the lowland and of every water surface</source>
        <translation>уровень низин и поверхности всей воды</translation>
    </message>
    <message>
        <source>level of the highest hilltops</source>
        <translation>уровень самых высоких вершин</translation>
    </message>
    <message>
        <source>share of hill slopes that fall 2 or 3 levels at once</source>
        <translation>доля склонов, обрывающихся сразу на 2 или 3 уровня</translation>
    </message>
    <message>
        <source>share of hill-foot hexes raised half a level</source>
        <translation>доля гексов у подножия холмов, поднятых на полуровня</translation>
    </message>
    <message>
        <source>craters per sheet</source>
        <translation>кратеров на лист</translation>
    </message>
    <message>
        <source>share of the map under lakes</source>
        <translation>доля карты под озёрами</translation>
    </message>
    <message>
        <source>depth of the deepest lake water</source>
        <translation>глубина самой глубокой воды озёр</translation>
    </message>
    <message>
        <source>rivers per sheet width, each from edge to edge</source>
        <translation>рек на ширину листа, каждая от края до края</translation>
    </message>
    <message>
        <source>hexes across a river</source>
        <translation>ширина реки в гексах</translation>
    </message>
    <message>
        <source>depth of river water (0: shallow)</source>
        <translation>глубина воды в реке (0: мелководье)</translation>
    </message>
    <message>
        <source>share of river hexes with rapids (where 1 deep or more)</source>
        <translation>доля гексов реки с порогами (где глубина 1 и больше)</translation>
    </message>
    <message>
        <source>share of the water frozen over</source>
        <translation>доля воды, покрытая льдом</translation>
    </message>
    <message>
        <source>share of the land under woods</source>
        <translation>доля суши под лесом</translation>
    </message>
    <message>
        <source>share of the land under jungle</source>
        <translation>доля суши под джунглями</translation>
    </message>
    <message>
        <source>share of woods and jungle that is heavy</source>
        <translation>доля леса и джунглей, которая густая</translation>
    </message>
    <message>
        <source>share of heavy woods, jungle and rough that is ultra</source>
        <translation>доля густого леса, густых джунглей и неровной местности, которая крайняя</translation>
    </message>
    <message>
        <source>share of the land that is rough</source>
        <translation>доля суши с неровной местностью</translation>
    </message>
    <message>
        <source>share of the land that is rubble</source>
        <translation>доля суши под обломками</translation>
    </message>
    <message>
        <source>share of the land that is sand</source>
        <translation>доля суши под песком</translation>
    </message>
    <message>
        <source>share of the land that is tundra</source>
        <translation>доля суши под тундрой</translation>
    </message>
    <message>
        <source>share of the land under planted fields</source>
        <translation>доля суши под засеянными полями</translation>
    </message>
    <message>
        <source>share of the low land by the water that is swamp</source>
        <translation>доля низин у воды, которая заболочена</translation>
    </message>
    <message>
        <source>share of the open land that is mud</source>
        <translation>доля открытой суши под грязью</translation>
    </message>
    <message>
        <source>share of the land under snow</source>
        <translation>доля суши под снегом</translation>
    </message>
    <message>
        <source>share of the snow that is deep</source>
        <translation>доля снега, который глубокий</translation>
    </message>
    <message>
        <source>share of the land that is magma, most of it up the hills</source>
        <translation>доля суши под магмой, больше всего на холмах</translation>
    </message>
    <message>
        <source>share of the magma that is liquid (the rest is crust)</source>
        <translation>доля магмы, которая жидкая (остальное — корка)</translation>
    </message>
    <message>
        <source>magma vents per sheet</source>
        <translation>магматических жерл на лист</translation>
    </message>
    <message>
        <source>roads per sheet width, each joining two map edges</source>
        <translation>дорог на ширину листа, каждая соединяет два края карты</translation>
    </message>
    <message>
        <source>what the roads are</source>
        <translation>какие это дороги</translation>
    </message>
    <message>
        <source>share of the map built up as a city</source>
        <translation>доля карты, застроенная городом</translation>
    </message>
    <message>
        <source>hexes across a city block between streets</source>
        <translation>ширина городского квартала между улицами в гексах</translation>
    </message>
    <message>
        <source>type of the buildings (mixed: a type per block)</source>
        <translation>тип зданий (смешанные: свой тип в каждом квартале)</translation>
    </message>
    <message>
        <source>share of each city block that is built on</source>
        <translation>доля каждого квартала, занятая зданиями</translation>
    </message>
    <message>
        <source>fewest levels of a building</source>
        <translation>наименьшее число уровней здания</translation>
    </message>
    <message>
        <source>most levels of a building</source>
        <translation>наибольшее число уровней здания</translation>
    </message>
    <message>
        <source>construction factor of every building (0: by its type)</source>
        <translation>СК (прочность) каждого здания (0: по его типу)</translation>
    </message>
    <message>
        <source>share of the open ground within 3 hexes of a building that is heavy industrial</source>
        <translation>доля открытой местности в пределах 3 гексов от здания, которая занята плотной промышленной зоной</translation>
    </message>
    <message>
        <source>gravel piles per sheet</source>
        <translation>куч гравия на лист</translation>
    </message>
    <message>
        <source>height of the highest gravel piles</source>
        <translation>высота самых высоких куч гравия</translation>
    </message>
    <message>
        <source>roll the conditions a preset does not fix, as Roll random conditions in the editor does</source>
        <translation>бросить условия, которые заготовка не задаёт, как это делает «Бросить случайные условия» в редакторе</translation>
    </message>
    <message>
        <source>Open ground: low rolling hills, a little woods and rough, a road</source>
        <translation>Открытая местность: пологие невысокие холмы, немного леса и неровной местности, дорога</translation>
    </message>
    <message>
        <source>Hills up to level 6 with cliffs, woods on the slopes, a road through the valleys</source>
        <translation>Холмы до уровня 6 с обрывами, лес на склонах, дорога по долинам</translation>
    </message>
    <message>
        <source>Forest: light, heavy and ultra-heavy woods with clearings and a dirt road</source>
        <translation>Лес: редкий, густой и крайне густой, с полянами и грунтовой дорогой</translation>
    </message>
    <message>
        <source>Jungle: dense light to ultra-heavy jungle, swamp and mud by a river</source>
        <translation>Джунгли: от редких до крайне густых, болото и грязь у реки</translation>
    </message>
    <message>
        <source>A river valley: a wide river with rapids, bridged roads, woods on the banks</source>
        <translation>Речная долина: широкая река с порогами, дороги с мостами, лес по берегам</translation>
    </message>
    <message>
        <source>Lake country: lakes up to 3 deep, marsh at their shores, light woods</source>
        <translation>Озёрный край: озёра до 3 в глубину, болота по берегам, редкий лес</translation>
    </message>
    <message>
        <source>A city: street grid of paved roads, blocks of buildings 1 to 5 levels high</source>
        <translation>Город: сетка мощёных улиц, кварталы зданий от 1 до 5 уровней</translation>
    </message>
    <message>
        <source>Swamp: low wet ground, swamp and mud, shallow pools, light woods</source>
        <translation>Болото: низкая сырая земля, болото и грязь, мелкие лужи, редкий лес</translation>
    </message>
    <message>
        <source>Arctic: deep and thin snow, frozen lakes, tundra, rough hills</source>
        <translation>Арктика: глубокий и неглубокий снег, замёрзшие озёра, тундра, неровные холмы</translation>
    </message>
    <message>
        <source>Desert: sand, rough and rocky hills, no water</source>
        <translation>Пустыня: песок, неровные и каменистые холмы, без воды</translation>
    </message>
    <message>
        <source>Volcanic: steep hills with magma crust and lava flows, vents, rough and rubble</source>
        <translation>Вулканы: крутые холмы с коркой магмы и потоками лавы, жерла, неровная местность и обломки</translation>
    </message>
    <message>
        <source>Heavy industry: factory blocks with heavy industrial zones as high as the buildings near them</source>
        <translation>Тяжёлая промышленность: заводские кварталы с плотными промышленными зонами высотой с соседние здания</translation>
    </message>
    <message>
        <source>A quarry: gravel piles up to 4 high on their slopes, rough and rubble, a gravel road</source>
        <translation>Карьер: кучи гравия высотой до 4 на склонах, неровная местность и обломки, гравийная дорога</translation>
    </message>
    <message>
        <source>Lunar: craters, rough and ultra-rough ground in vacuum and low gravity</source>
        <translation>Луна: кратеры, неровная и крайне неровная местность в вакууме при низкой гравитации</translation>
    </message>
    <message>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>dirt road</source>
        <translation>грунтовая дорога</translation>
    </message>
    <message>
        <source>gravel road</source>
        <translation>гравийная дорога</translation>
    </message>
    <message>
        <source>light</source>
        <translation>лёгкие</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средние</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>тяжёлые</translation>
    </message>
    <message>
        <source>hardened</source>
        <translation>усиленные</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>смешанные</translation>
    </message>
</context>
<context>
    <name>GravArmor</name>
    <message>
        <source>give UNIT@HEX (e.g. Nu3@0506), not {text}</source>
        <translation>укажите ЮНИТ@ГЕКС (например, Nu3@0506), а не {text}</translation>
    </message>
    <message>
        <source>{firer} in {firer_hex} -&gt; {target} in {target_hex}: range {range} of {most}</source>
        <translation>{firer} в {firer_hex} -&gt; {target} в {target_hex}: дальность {range} из {most}</translation>
    </message>
    <message>
        <source>{head}: out of range</source>
        <translation>{head}: вне дальности</translation>
    </message>
    <message>
        <source>{head}: detected automatically (free flight or an orbit move)</source>
        <translation>{head}: обнаружена автоматически (свободный полёт или выход на орбиту / заход с орбиты)</translation>
    </message>
    <message>
        <source>{head}: not detected (no path within range lets detection through)</source>
        <translation>{head}: не обнаружена (ни один путь в пределах дальности не пропускает обнаружение)</translation>
    </message>
    <message>
        <source>{head}: detected, CV {cv} along {path} (&lt;= EW {ew})</source>
        <translation>{head}: обнаружена, защита местности {cv} на пути {path} (&lt;= РЭБ {ew})</translation>
    </message>
    <message>
        <source>{head}: not detected, CV {cv} along {path} (&gt; EW {ew})</source>
        <translation>{head}: не обнаружена, защита местности {cv} на пути {path} (&gt; РЭБ {ew})</translation>
    </message>
    <message>
        <source>hit value {value} = {sum}</source>
        <translation>значение попадания {value} = {sum}</translation>
    </message>
    <message>
        <source>no shot: the target must be in range and detected</source>
        <translation>выстрела нет: цель должна быть в пределах дальности и обнаружена</translation>
    </message>
    <message>
        <source>chance to hit on 2d6: {chance} ({percent}, {in_36} in 36)</source>
        <translation>шанс попадания на 2d6: {chance} ({percent}, {in_36} из 36)</translation>
    </message>
    <message>
        <source>roll {roll}: hit</source>
        <translation>бросок {roll}: попадание</translation>
    </message>
    <message>
        <source>roll {roll}: no effect</source>
        <translation>бросок {roll}: без эффекта</translation>
    </message>
    <message>
        <source>any hit destroys {unit}</source>
        <translation>любое попадание уничтожает {unit}</translation>
    </message>
    <message>
        <source>a hit rolls 2d6 - CV on the {row} row{standing}: {chances}</source>
        <translation>при попадании бросок 2d6 - защита местности по строке {row}{standing}: {chances}</translation>
    </message>
    <message>
        <source>the {unit} it carries, when it is destroyed: destroyed with it (free flight)</source>
        <translation>перевозимый {unit}, когда транспорт уничтожен: уничтожается вместе с ним (свободный полёт)</translation>
    </message>
    <message>
        <source>the {unit} it carries, when it is destroyed: 2d6 - {cv} on the {row} row: {chances}</source>
        <translation>перевозимый {unit}, когда транспорт уничтожен: 2d6 - {cv} по строке {row}: {chances}</translation>
    </message>
    <message>
        <source> (disrupted already: a second D destroys it)</source>
        <translation> (уже подавлен: второе подавление (D) его уничтожает)</translation>
    </message>
    <message>
        <source> ({ew} EW lost already; every box at EW 0 destroys it)</source>
        <translation> (уже потеряно РЭБ: {ew}; когда у всех систем вооружения РЭБ 0, форт уничтожен)</translation>
    </message>
    <message>
        <source>{unit} ({kind}, MP {mp}) along {path} in free flight</source>
        <translation>{unit} ({kind}, MP {mp}) по пути {path} в свободном полёте</translation>
    </message>
    <message>
        <source>{unit} ({kind}, MP {mp}) along {path}</source>
        <translation>{unit} ({kind}, MP {mp}) по пути {path}</translation>
    </message>
    <message>
        <source>{mp} ({terrain} in {hex})</source>
        <translation>{mp} ({terrain} в {hex})</translation>
    </message>
    <message>
        <source>{mp} MP = {terms}</source>
        <translation>{mp} MP = {terms}</translation>
    </message>
    <message>
        <source>{mp} MP</source>
        <translation>{mp} MP</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>можно</translation>
    </message>
    <message>
        <source>not allowed: {reason}</source>
        <translation>нельзя: {reason}</translation>
    </message>
    <message>
        <source>{unit} is destroyed on entering {hexes}</source>
        <translation>{unit} уничтожается при входе в {hexes}</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>запрещено</translation>
    </message>
    <message>
        <source>{unit} hit in {hex} ({terrain}, CV {cv})</source>
        <translation>{unit}, попадание в {hex} ({terrain}, защита местности {cv})</translation>
    </message>
    <message>
        <source>{where}: destroyed by any hit</source>
        <translation>{where}: уничтожается любым попаданием</translation>
    </message>
    <message>
        <source>{where}: 2d6 - {cv} on the {row} row{standing}: {chances}</source>
        <translation>{where}: 2d6 - {cv} по строке {row}{standing}: {chances}</translation>
    </message>
    <message>
        <source>roll {roll} - {cv} = {modified}: {result}</source>
        <translation>бросок {roll} - {cv} = {modified}: {result}</translation>
    </message>
    <message>
        <source>{effect}: every weapon box has lost {ew} EW</source>
        <translation>{effect}: каждая система вооружения потеряла РЭБ: {ew}</translation>
    </message>
    <message>
        <source>Grav Armor terrain of {hex} (first selected)</source>
        <translation>Местность Grav Armor в {hex} (первый из выбранных)</translation>
    </message>
    <message>
        <source>Grav Armor terrain of {hex}</source>
        <translation>Местность Grav Armor в {hex}</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>Защита</translation>
    </message>
    <message>
        <source>MP to enter</source>
        <translation>MP на вход</translation>
    </message>
    <message>
        <source>Destroys</source>
        <translation>Уничтожает</translation>
    </message>
    <message>
        <source>Chart &apos;{chart}&apos;: {title}.</source>
        <translation>Таблица местности «{chart}»: {title}.</translation>
    </message>
    <message>
        <source>uncertain: {note}</source>
        <translation>не установлено: {note}</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>не установлено</translation>
    </message>
    <message>
        <source>detection does not pass</source>
        <translation>обнаружение не проходит</translation>
    </message>
    <message>
        <source>but to free flight and spacecraft</source>
        <translation>кроме свободного полёта и космических аппаратов</translation>
    </message>
    <message>
        <source>free flight: 1/2</source>
        <translation>свободный полёт: 1/2</translation>
    </message>
    <message>
        <source>units in the hex</source>
        <translation>юниты в гексе</translation>
    </message>
    <message>
        <source>Grav Armor: {terrain}</source>
        <translation>Grav Armor: {terrain}</translation>
    </message>
    <message>
        <source>{terrain}, CV {cv}, MP {mp}</source>
        <translation>{terrain}, защита {cv}, MP {mp}</translation>
    </message>
    <message>
        <source>{terrain}; destroys {kinds}</source>
        <translation>{terrain}; уничтожает: {kinds}</translation>
    </message>
    <message>
        <source>Grav Armor: no change to the terrain</source>
        <translation>Grav Armor: местность не меняется</translation>
    </message>
    <message>
        <source>Grav Armor: makes a hex {terrain}</source>
        <translation>Grav Armor: делает гекс таким: {terrain}</translation>
    </message>
    <message>
        <source>Grav Armor: makes a hex {terrain} (unless it is {others})</source>
        <translation>Grav Armor: делает гекс таким: {terrain} (если это не {others})</translation>
    </message>
    <message>
        <source>{unit} EW</source>
        <translation>РЭБ {unit}</translation>
    </message>
    <message>
        <source>{unit} attack</source>
        <translation>атака {unit}</translation>
    </message>
    <message>
        <source>{weapon} against {unit}</source>
        <translation>{weapon} против {unit}</translation>
    </message>
    <message>
        <source>{unit} active defence at range {range}</source>
        <translation>активная защита {unit} на дистанции {range}</translation>
    </message>
    <message>
        <source>missiles against unit {order} in the hex</source>
        <translation>ракеты против {order}-го юнита в гексе</translation>
    </message>
    <message>
        <source>{unit} enhanced EW x{factor}</source>
        <translation>улучшенная РЭБ {unit} x{factor}</translation>
    </message>
    <message>
        <source>{unit} defence</source>
        <translation>защита {unit}</translation>
    </message>
    <message>
        <source>terrain CV of the target&apos;s hex</source>
        <translation>защита местности в гексе цели</translation>
    </message>
    <message>
        <source>one of {states}, not {state}</source>
        <translation>одно из: {states}; не {state}</translation>
    </message>
    <message>
        <source>{unit} ({kind}) cannot be in this state: {state}; only these can: {kinds}</source>
        <translation>{unit} ({kind}) не может быть в этом состоянии: {state}; могут только: {kinds}</translation>
    </message>
    <message>
        <source>only missiles attack more units in a hex ({unit} fires {weapon})</source>
        <translation>атаковать несколько юнитов в гексе могут только ракеты ({unit} стреляет: {weapon})</translation>
    </message>
    <message>
        <source>counts from 1, not {order}</source>
        <translation>считается с 1, а не {order}</translation>
    </message>
    <message>
        <source>{unit} is no carrier (a carrier&apos;s silhouette is white)</source>
        <translation>{unit} — не транспорт (силуэт транспорта белый)</translation>
    </message>
    <message>
        <source>a carrier carries one infantry unit, not {unit} ({kind})</source>
        <translation>транспорт перевозит один юнит пехоты, а не {unit} ({kind})</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>юнит</translation>
    </message>
    <message>
        <source>detected</source>
        <translation>обнаружен</translation>
    </message>
    <message>
        <source>in range, not detected</source>
        <translation>в пределах дальности, не обнаружен</translation>
    </message>
    <message>
        <source>CV {cv}</source>
        <translation>защита {cv}</translation>
    </message>
    <message>
        <source>Detection: least CV sum</source>
        <translation>Обнаружение: наименьшая сумма защиты местности</translation>
    </message>
    <message>
        <source>Terrain CV</source>
        <translation>Защита местности</translation>
    </message>
    <message>
        <source>grav</source>
        <translation>гравитационные</translation>
    </message>
    <message>
        <source>hover</source>
        <translation>парящие</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>пехота</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>форт</translation>
    </message>
    <message>
        <source>spacecraft</source>
        <translation>космические аппараты</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычное</translation>
    </message>
    <message>
        <source>orbit move</source>
        <translation>подъём на орбиту / спуск с орбиты</translation>
    </message>
    <message>
        <source>none</source>
        <translation>без эффекта</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>подавлен</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожен</translation>
    </message>
    <message>
        <source>ew-1</source>
        <translation>РЭБ-1</translation>
    </message>
    <message>
        <source>ew-2</source>
        <translation>РЭБ-2</translation>
    </message>
    <message>
        <source>Nu-3 tank destroyer</source>
        <translation>истребитель танков Nu-3</translation>
    </message>
    <message>
        <source>Omi-9 hover tank</source>
        <translation>танк на воздушной подушке Omi-9</translation>
    </message>
    <message>
        <source>Aza-3 grav carrier</source>
        <translation>гравитационный носитель Aza-3</translation>
    </message>
    <message>
        <source>armoured infantry</source>
        <translation>бронированная пехота</translation>
    </message>
    <message>
        <source>jump infantry</source>
        <translation>прыжковая пехота</translation>
    </message>
    <message>
        <source>light militia</source>
        <translation>лёгкое ополчение</translation>
    </message>
    <message>
        <source>medium militia</source>
        <translation>среднее ополчение</translation>
    </message>
    <message>
        <source>FL-6 fighter</source>
        <translation>истребитель FL-6</translation>
    </message>
    <message>
        <source>FM-3 fighter</source>
        <translation>истребитель FM-3</translation>
    </message>
    <message>
        <source>DS-3 dropship</source>
        <translation>десантный корабль DS-3</translation>
    </message>
    <message>
        <source>DS-8 dropship</source>
        <translation>десантный корабль DS-8</translation>
    </message>
    <message>
        <source>fort Alpha (example weapon boxes)</source>
        <translation>форт Alpha (пример систем вооружения)</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>непроходимая местность</translation>
    </message>
    <message>
        <source>volcanic mountains</source>
        <translation>вулканические горы</translation>
    </message>
    <message>
        <source>quiet mountains</source>
        <translation>тихие горы</translation>
    </message>
    <message>
        <source>smooth plains</source>
        <translation>твёрдые равнины</translation>
    </message>
    <message>
        <source>broken ground</source>
        <translation>пересечённая местность</translation>
    </message>
    <message>
        <source>dense ground</source>
        <translation>труднопроходимая местность</translation>
    </message>
    <message>
        <source>very dense</source>
        <translation>очень труднопроходимая местность</translation>
    </message>
    <message>
        <source>water</source>
        <translation>вода</translation>
    </message>
    <message>
        <source>missiles</source>
        <translation>ракеты</translation>
    </message>
    <message>
        <source>particle beam</source>
        <translation>излучатель частиц</translation>
    </message>
    <message>
        <source>magnetic bolts</source>
        <translation>магнитные болты</translation>
    </message>
    <message>
        <source>gatling lasers</source>
        <translation>лазер Гатлинга</translation>
    </message>
    <message>
        <source>mixed armament</source>
        <translation>смешанное вооружение</translation>
    </message>
    <message>
        <source>Scenario two&apos;s planet (Grav Armor rules), keyed by hmeditor&apos;s terrain</source>
        <translation>Планета второго сценария (правила Grav Armor), по местности hmeditor</translation>
    </message>
    <message>
        <source>{kinds} and {last}</source>
        <translation>{kinds} и {last}</translation>
    </message>
    <message>
        <source>{unit} box {box}</source>
        <translation>{unit}, система вооружения {box}</translation>
    </message>
    <message>
        <source>only forts have weapon boxes and lose EW ({unit}: {kind})</source>
        <translation>системы вооружения есть и РЭБ теряют только форты ({unit}: {kind})</translation>
    </message>
    <message>
        <source>{unit} has weapon boxes 1 to {last}, not {box}</source>
        <translation>у {unit} системы вооружения с 1 по {last}, а не {box}</translation>
    </message>
    <message>
        <source>{unit} has lost {lost} EW: every weapon box is at EW 0, so the fort is destroyed</source>
        <translation>{unit} потерял РЭБ: {lost}; у всех систем вооружения РЭБ 0, значит, форт уничтожен</translation>
    </message>
    <message>
        <source>counts from 0, not {lost}</source>
        <translation>считается с 0, а не {lost}</translation>
    </message>
    <message>
        <source>{unit} ({kind}) cannot fly free; only these can: {kinds}</source>
        <translation>{unit} ({kind}) не может лететь свободно; могут только: {kinds}</translation>
    </message>
    <message>
        <source>infinite speed</source>
        <translation>бесконечная скорость</translation>
    </message>
    <message>
        <source>free flight</source>
        <translation>свободный полёт</translation>
    </message>
    <message>
        <source>{hex} is {terrain}: barred to all but free flight and spacecraft</source>
        <translation>{hex} — {terrain}: запрещено всем, кроме свободного полёта и космических аппаратов</translation>
    </message>
    <message>
        <source>a fort does not move</source>
        <translation>форт не движется</translation>
    </message>
    <message>
        <source>the path needs {mp} MP and {unit} has {most}</source>
        <translation>путь требует {mp} MP, а у {unit} их {most}</translation>
    </message>
    <message>
        <source>the target is in the firer&apos;s own hex; Grav Armor fire reaches from range 1</source>
        <translation>цель в гексе стреляющего; в Grav Armor огонь ведётся с дальности 1</translation>
    </message>
    <message>
        <source>a 2d6 roll is 2..12, not {roll}</source>
        <translation>бросок 2d6 — от 2 до 12, а не {roll}</translation>
    </message>
    <message>
        <source>{unit} is destroyed by any hit; only infantry and forts are disrupted</source>
        <translation>{unit} уничтожается любым попаданием; подавленными бывают только пехота и форты</translation>
    </message>
</context>
<context>
    <name>HexLabel</name>
    <message>
        <source>LEVEL {level}</source>
        <translation>УР. {level}</translation>
    </message>
    <message>
        <source>PAVED</source>
        <translation>ПОКРЫТИЕ</translation>
    </message>
    <message>
        <source>LT WOODS</source>
        <translation>РЕДК. ЛЕС</translation>
    </message>
    <message>
        <source>HVY WOODS</source>
        <translation>ГУСТ. ЛЕС</translation>
    </message>
    <message>
        <source>ULTRA WOODS</source>
        <translation>КР. ГУСТ. ЛЕС</translation>
    </message>
    <message>
        <source>LT JUNGLE</source>
        <translation>РЕДК. ДЖУНГЛИ</translation>
    </message>
    <message>
        <source>HVY JUNGLE</source>
        <translation>ГУСТ. ДЖУНГЛИ</translation>
    </message>
    <message>
        <source>ULTRA JUNGLE</source>
        <translation>КР. ГУСТ. ДЖУНГЛИ</translation>
    </message>
    <message>
        <source>ROUGH</source>
        <translation>НЕРОВН.</translation>
    </message>
    <message>
        <source>ULTRA ROUGH</source>
        <translation>КР. НЕРОВН.</translation>
    </message>
    <message>
        <source>RUBBLE</source>
        <translation>ОБЛОМКИ</translation>
    </message>
    <message>
        <source>ULTRA RUBBLE</source>
        <translation>КР. ОБЛОМКИ</translation>
    </message>
    <message>
        <source>RUINS {floors}F</source>
        <translation>РУИНЫ {floors}Э</translation>
    </message>
    <message>
        <source>DEPTH {depth}</source>
        <translation>ГЛУБ. {depth}</translation>
    </message>
    <message>
        <source>SAND</source>
        <translation>ПЕСОК</translation>
    </message>
    <message>
        <source>TUNDRA</source>
        <translation>ТУНДРА</translation>
    </message>
    <message>
        <source>MAGMA CRUST</source>
        <translation>КОРКА МАГМЫ</translation>
    </message>
    <message>
        <source>LAVA</source>
        <translation>ЛАВА</translation>
    </message>
    <message>
        <source>FIELDS</source>
        <translation>ПОЛЯ</translation>
    </message>
    <message>
        <source>GRAVEL {height}</source>
        <translation>ГРАВИЙ {height}</translation>
    </message>
    <message>
        <source>IND {height}</source>
        <translation>ПРОМ. {height}</translation>
    </message>
    <message>
        <source>{type} BLDG {height}</source>
        <translation>{type} ЗД. {height}</translation>
    </message>
    <message>
        <source>IMPASSABLE</source>
        <translation>НЕПРОХОДИМО</translation>
    </message>
    <message>
        <source>LIGHT</source>
        <translation>ЛЁГК.</translation>
    </message>
    <message>
        <source>MEDIUM</source>
        <translation>СРЕДН.</translation>
    </message>
    <message>
        <source>HEAVY</source>
        <translation>ТЯЖ.</translation>
    </message>
    <message>
        <source>HARDENED</source>
        <translation>УСИЛ.</translation>
    </message>
    <message>
        <source>BLDG</source>
        <translation>ЗД.</translation>
    </message>
    <message>
        <source>HANGAR</source>
        <translation>АНГАР</translation>
    </message>
    <message>
        <source>FORTRESS</source>
        <translation>КРЕПОСТЬ</translation>
    </message>
    <message>
        <source>GUN EMPL</source>
        <translation>ОГН. ТОЧКА</translation>
    </message>
    <message>
        <source>MUD</source>
        <translation>ГРЯЗЬ</translation>
    </message>
    <message>
        <source>SWAMP</source>
        <translation>БОЛОТО</translation>
    </message>
    <message>
        <source>QUICKSAND</source>
        <translation>ЗЫБУЧ. ПЕСКИ</translation>
    </message>
    <message>
        <source>THIN SNOW</source>
        <translation>НЕГЛУБ. СНЕГ</translation>
    </message>
    <message>
        <source>DEEP SNOW</source>
        <translation>ГЛУБ. СНЕГ</translation>
    </message>
    <message>
        <source>ICE</source>
        <translation>ЛЁД</translation>
    </message>
    <message>
        <source>BLACK ICE</source>
        <translation>ГОЛОЛЁД</translation>
    </message>
    <message>
        <source>RAPIDS</source>
        <translation>ПОРОГИ</translation>
    </message>
    <message>
        <source>TORRENT</source>
        <translation>ПОТОК</translation>
    </message>
    <message>
        <source>GEYSER</source>
        <translation>ГЕЙЗЕР</translation>
    </message>
    <message>
        <source>GEYSER!</source>
        <translation>ГЕЙЗЕР!</translation>
    </message>
    <message>
        <source>VENT</source>
        <translation>ЖЕРЛО</translation>
    </message>
    <message>
        <source>ROAD</source>
        <translation>ДОРОГА</translation>
    </message>
    <message>
        <source>DIRT RD</source>
        <translation>ГРУНТ. ДОР.</translation>
    </message>
    <message>
        <source>GRAVEL RD</source>
        <translation>ГРАВ. ДОР.</translation>
    </message>
    <message>
        <source>BRIDGE</source>
        <translation>МОСТ</translation>
    </message>
    <message>
        <source>FIRE</source>
        <translation>ПОЖАР</translation>
    </message>
    <message>
        <source>LT SMOKE</source>
        <translation>ЛЁГК. ДЫМ</translation>
    </message>
    <message>
        <source>HVY SMOKE</source>
        <translation>ГУСТ. ДЫМ</translation>
    </message>
    <message>
        <source>HAZ LIQUID</source>
        <translation>ОПАСН. ЖИДК.</translation>
    </message>
    <message>
        <source>FORTIFIED</source>
        <translation>УКРЕПЛ.</translation>
    </message>
    <message>
        <source>nF: n floors, ground floor included; 3&quot; apart unless marked</source>
        <translation>nЭ: n этажей, считая первый; между этажами 3&quot;, если не указано иное</translation>
    </message>
</context>
<context>
    <name>Hexes</name>
    <message>
        <source>{a} and {b} are not adjacent</source>
        <translation>{a} и {b} не соседние гексы</translation>
    </message>
    <message>
        <source>{text} is not a hex id (expected {digits} digits, column then row)</source>
        <translation>{text} — не номер гекса (нужно цифр: {digits}, сначала столбец, потом ряд)</translation>
    </message>
    <message>
        <source>hex {id} is off the {width} x {height} map</source>
        <translation>гекса {id} нет на карте {width} x {height}</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message numerus="yes">
        <source>{terrain}: %n more kinds on the map</source>
        <translation>
            <numerusform>{terrain}: на карте ещё %n вид</numerusform>
            <numerusform>{terrain}: на карте ещё %n вида</numerusform>
            <numerusform>{terrain}: на карте ещё %n видов</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels {low} to {high}: &apos;LEVEL n&apos; label in the hex, darker is higher</source>
        <translation>Уровни от {low} до {high}: метка «УР. n» в гексе, чем темнее, тем выше</translation>
    </message>
    <message>
        <source>Planetary conditions</source>
        <translation>Планетарные условия</translation>
    </message>
    <message>
        <source>All other conditions standard</source>
        <translation>Остальные условия стандартные</translation>
    </message>
    <message>
        <source>All conditions standard</source>
        <translation>Все условия стандартные</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <source>Reality-check findings this group plays with:</source>
        <translation>Замечания проверки реальности, с которыми играет группа:</translation>
    </message>
    <message>
        <source>Accepted before, no longer on this map (not in force):</source>
        <translation>Приняты раньше, на карте их больше нет (не действуют):</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message numerus="yes">
        <source>Deployment zone {number}  {name}: %n hexes</source>
        <translation>
            <numerusform>Зона развёртывания {number}  {name}: %n гекс</numerusform>
            <numerusform>Зона развёртывания {number}  {name}: %n гекса</numerusform>
            <numerusform>Зона развёртывания {number}  {name}: %n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>Objective {name} in {hex}</source>
        <translation>Цель {name} в {hex}</translation>
    </message>
    <message>
        <source>Label &apos;{text}&apos; in {hex}</source>
        <translation>Надпись «{text}» в {hex}</translation>
    </message>
    <message>
        <source>{rule} in {hexes}</source>
        <translation>{rule} в {hexes}</translation>
    </message>
    <message>
        <source>{section} (continued)</source>
        <translation>{section} (продолжение)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>Movement-cost &amp;heat map</source>
        <translation>&amp;Тепловая карта стоимости движения</translation>
    </message>
    <message>
        <source>Shade hexes by the MP the calculator&apos;s unit pays to enter them</source>
        <translation>Закрасить гексы по ОД, которые юнит калькулятора платит за вход в них</translation>
    </message>
    <message>
        <source>Grav Armor terrain &amp;CV</source>
        <translation>&amp;Защита местности Grav Armor (CV)</translation>
    </message>
    <message>
        <source>Shade hexes by the combat value (CV) of their Grav Armor terrain</source>
        <translation>Закрасить гексы по защите от местности (CV) их местности Grav Armor</translation>
    </message>
    <message>
        <source>Cover &amp;map</source>
        <translation>&amp;Карта укрытий</translation>
    </message>
    <message>
        <source>Shade hexes by the cover a target has in them (Total War XXI: 4+, 5+, 6+ to hit)</source>
        <translation>Закрасить гексы по укрытию, которое в них имеет цель (Total War XXI: попадание на 4+, 5+, 6+)</translation>
    </message>
    <message>
        <source>Cover &amp;save map</source>
        <translation>Карта &amp;спасбросков за укрытие</translation>
    </message>
    <message>
        <source>Shade hexes by the cover save a model there takes from the calculator&apos;s firer</source>
        <translation>Закрасить гексы по спас-броску за укрытие, который модель в них получает от стреляющего из калькулятора</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message numerus="yes">
        <source>%n map pages ({rows} rows x {cols} columns) after this one</source>
        <translation>
            <numerusform>ещё %n страница карты (рядов: {rows}, столбцов: {cols})</numerusform>
            <numerusform>ещё %n страницы карты (рядов: {rows}, столбцов: {cols})</numerusform>
            <numerusform>ещё %n страниц карты (рядов: {rows}, столбцов: {cols})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{width} x %n hexes</source>
        <translation>
            <numerusform>{width} x %n гекс</numerusform>
            <numerusform>{width} x %n гекса</numerusform>
            <numerusform>{width} x %n гексов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RealityCheck</name>
    <message>
        <source>{condition} to {value}</source>
        <translation>{condition} — {value}</translation>
    </message>
    <message>
        <source>A {atmosphere} cannot carry {what}.</source>
        <translation>При такой атмосфере ({atmosphere}) не бывает: {what}.</translation>
    </message>
    <message>
        <source>set {conditions}</source>
        <translation>установите: {conditions}</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>{What} needs wind of at least {least}, but the wind is {wind}.</source>
        <translation>{What}: нужен ветер не слабее «{least}», а на карте — «{wind}».</translation>
    </message>
    <message>
        <source>raise the wind to {least}: the least it needs</source>
        <translation>усильте ветер до «{least}»: это наименьший нужный</translation>
    </message>
    <message>
        <source>in water</source>
        <translation>в воде</translation>
    </message>
    <message>
        <source>on {mods}</source>
        <translation>там, где {mods}</translation>
    </message>
    <message>
        <source>in a {atmosphere}</source>
        <translation>там, где {atmosphere}</translation>
    </message>
    <message>
        <source>in {wind} wind (no fire starts in wind stronger than {most})</source>
        <translation>при ветре «{wind}» (при ветре сильнее «{most}» пожар не возникает)</translation>
    </message>
    <message>
        <source>Fire at {hex} cannot burn {why}.</source>
        <translation>Пожар в {hex} не может гореть {why}.</translation>
    </message>
    <message>
        <source>{Mods} at {hex} cannot last in extreme heat ({temperature}).</source>
        <translation>В {hex} при экстремальной жаре ({temperature}) не может быть: {mods}.</translation>
    </message>
    <message>
        <source>{Weather} cannot fall in extreme heat ({temperature}).</source>
        <translation>При экстремальной жаре ({temperature}) не бывает погоды «{weather}».</translation>
    </message>
    <message>
        <source>clear the weather</source>
        <translation>уберите погодное условие</translation>
    </message>
    <message>
        <source>Mud at {hex} with {why} would be frozen.</source>
        <translation>Грязь в {hex} замёрзла бы: здесь {why}.</translation>
    </message>
    <message>
        <source>replace mud with rough: same MP for a &apos;Mech, but no bogging down</source>
        <translation>замените грязь неровной местностью: те же ОД для меха, но без увязания</translation>
    </message>
    <message>
        <source>replace mud with rough: same MP for a &apos;Mech, but no bogging down (the hex becomes rough instead of {terrain})</source>
        <translation>замените грязь неровной местностью: те же ОД для меха, но без увязания (гекс станет неровной местностью вместо: {terrain})</translation>
    </message>
    <message>
        <source>remove mud, keeping the {terrain}: a &apos;Mech pays {mp} MP less and nothing bogs down in mud</source>
        <translation>уберите грязь, оставив базовую местность ({terrain}): мех платит на {mp} ОД меньше, и никто не увязает в грязи</translation>
    </message>
    <message>
        <source>{Mods} on {magma} at {hex} would melt at once.</source>
        <translation>В {hex} сразу растает: {mods} — здесь {magma}.</translation>
    </message>
    <message>
        <source>the temperature the rules in use give {weather}</source>
        <translation>столько действующие правила дают погоде «{weather}»</translation>
    </message>
    <message>
        <source>a few degrees below freezing</source>
        <translation>на несколько градусов ниже нуля</translation>
    </message>
    <message>
        <source>{Weather} needs freezing temperatures, but it is {temperature}.</source>
        <translation>Погоде «{weather}» нужен мороз, а на карте {temperature}.</translation>
    </message>
    <message>
        <source>set the temperature to {degrees} °C: {why}</source>
        <translation>установите температуру {degrees} °C: {why}</translation>
    </message>
    <message>
        <source>{Weather} comes at {degrees} °C or colder, but the map says {temperature}; the calculator plays {degrees} °C.</source>
        <translation>Погода «{weather}» бывает при {degrees} °C и холоднее, а на карте {temperature}; калькулятор считает {degrees} °C.</translation>
    </message>
    <message>
        <source>set the temperature to {degrees} °C: what the calculator plays</source>
        <translation>установите температуру {degrees} °C: ту, что считает калькулятор</translation>
    </message>
    <message>
        <source>{Weather} at {temperature} would freeze: sleet or an ice storm fits better.</source>
        <translation>{Weather} при {temperature} замёрз бы: лучше подходят мокрый снег или ледяной шторм.</translation>
    </message>
    <message>
        <source>change the weather to {weather}</source>
        <translation>смените погоду на «{weather}»</translation>
    </message>
    <message>
        <source>gravel slope</source>
        <translation>склон кучи гравия</translation>
    </message>
    <message>
        <source>gravel height</source>
        <translation>высота кучи гравия</translation>
    </message>
    <message>
        <source>industrial placement</source>
        <translation>место плотной промышленной зоны</translation>
    </message>
    <message>
        <source>industrial height</source>
        <translation>высота плотной промышленной зоны</translation>
    </message>
    <message>
        <source>rapids need water</source>
        <translation>порогам нужна вода</translation>
    </message>
    <message>
        <source>base exclusive</source>
        <translation>одна базовая местность в гексе</translation>
    </message>
    <message>
        <source>heat vs frozen</source>
        <translation>жара и лёд</translation>
    </message>
    <message>
        <source>frozen mud</source>
        <translation>замёрзшая грязь</translation>
    </message>
    <message>
        <source>snow on magma</source>
        <translation>снег на магме</translation>
    </message>
    <message>
        <source>snow weather warm</source>
        <translation>снегопад в тепле</translation>
    </message>
    <message>
        <source>weather brings cold</source>
        <translation>погода приносит холод</translation>
    </message>
    <message>
        <source>rain below freezing</source>
        <translation>дождь в мороз</translation>
    </message>
    <message>
        <source>thin air weather</source>
        <translation>погода в разреженной атмосфере</translation>
    </message>
    <message>
        <source>blowing sand needs wind</source>
        <translation>песчаной буре нужен ветер</translation>
    </message>
    <message>
        <source>sleet needs wind</source>
        <translation>мокрому снегу нужен ветер</translation>
    </message>
    <message>
        <source>weather brings wind</source>
        <translation>погода приносит ветер</translation>
    </message>
    <message>
        <source>fire cannot burn</source>
        <translation>пожару не гореть</translation>
    </message>
    <message>
        <source>swamp in water</source>
        <translation>болото под водой</translation>
    </message>
    <message>
        <source>unreachable area</source>
        <translation>недостижимая область</translation>
    </message>
    <message>
        <source>ruins spacing</source>
        <translation>расстояние между этажами руин</translation>
    </message>
    <message>
        <source>megamek refuses</source>
        <translation>MegaMek не принимает</translation>
    </message>
    <message>
        <source>megamek exits</source>
        <translation>выходы зданий MegaMek</translation>
    </message>
    <message>
        <source>megamek roads</source>
        <translation>дороги MegaMek</translation>
    </message>
    <message>
        <source>Gravel pile {height} high at {hex} is too steep: a pile may rise only 1 level above its lowest neighbour&apos;s top, and the top of {neighbour} stands only {support} above the pile&apos;s foot (a {height}-high pile needs all six neighbours to be piles or hills reaching at least {below} above it).</source>
        <translation>Куча гравия высотой {height} в {hex} слишком крутая: куча может возвышаться лишь на 1 уровень над вершиной самого низкого соседнего гекса, а вершина {neighbour} стоит лишь на {support} выше подножия кучи (куче высотой {height} нужно, чтобы все шесть смежных гексов были кучами гравия или холмами, поднимающимися над её подножием хотя бы на {below}).</translation>
    </message>
    <message>
        <source>lower the pile to height {height}: 1 above its lowest neighbour&apos;s top</source>
        <translation>понизьте кучу до высоты {height}: на 1 выше вершины самого низкого соседнего гекса</translation>
    </message>
    <message>
        <source>Gravel pile at {hex} is {height} high; a pile&apos;s height is a whole number of levels, at least {lowest}.</source>
        <translation>Куча гравия в {hex} высотой {height}; высота кучи — целое число уровней, не меньше {lowest}.</translation>
    </message>
    <message>
        <source>set the pile height to {height}: the nearest whole height</source>
        <translation>установите высоту кучи {height}: ближайшую целую</translation>
    </message>
    <message numerus="yes">
        <source>Heavy industrial at {hex} is more than %n hexes from every building; heavy industrial zones lie within %n hexes of a building.</source>
        <translation>
            <numerusform>Плотная промышленная зона в {hex} дальше %n гекса от любого здания; плотные промышленные зоны лежат в пределах %n гекса от здания.</numerusform>
            <numerusform>Плотная промышленная зона в {hex} дальше %n гексов от любого здания; плотные промышленные зоны лежат в пределах %n гексов от здания.</numerusform>
            <numerusform>Плотная промышленная зона в {hex} дальше %n гексов от любого здания; плотные промышленные зоны лежат в пределах %n гексов от здания.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heavy industrial at {hex} is {height} high; its height is 0.5 or a whole number from 1 to 10.</source>
        <translation>Плотная промышленная зона в {hex} высотой {height}; её высота — 0,5 или целое число от 1 до 10.</translation>
    </message>
    <message>
        <source>set the height to {height}: the nearest height allowed</source>
        <translation>установите высоту {height}: ближайшую допустимую</translation>
    </message>
    <message>
        <source>water {depth} deep</source>
        <translation>вода глубиной {depth}</translation>
    </message>
    <message>
        <source>{Mods} at {hex} needs water at least 1 deep, but the hex is {where}.</source>
        <translation>{Mods} в {hex}: нужна вода глубиной не меньше 1, а в гексе — {where}.</translation>
    </message>
    <message>
        <source>Hex {hex} held both {kept} and {others} in the file it was read from; a hex has one base terrain, so {kept} was kept.</source>
        <translation>Гекс {hex} в файле, из которого он прочитан, содержал и {kept}, и {others}; в гексе одна базовая местность, поэтому оставлено: {kept}.</translation>
    </message>
    <message>
        <source>keep {kept}, drop {others}</source>
        <translation>оставьте {kept}, уберите {others}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <source>{degrees} °C</source>
        <translation>{degrees} °C</translation>
    </message>
    <message>
        <source>{weather} weather</source>
        <translation>{weather}</translation>
    </message>
    <message>
        <source>calm wind</source>
        <translation>штиль</translation>
    </message>
    <message>
        <source>remove {what}</source>
        <translation>уберите: {what}</translation>
    </message>
    <message>
        <source>{Mods} at {hex} lies under water {depth} deep, where soft ground cannot be.</source>
        <translation>В {hex} под водой глубиной {depth}: {mods}, а мягкого грунта под водой быть не может.</translation>
    </message>
    <message>
        <source>MegaMek refuses the board: errors in hex {hex}: {errors}</source>
        <translation>MegaMek не принимает карту: ошибки в гексе {hex}: {errors}</translation>
    </message>
    <message>
        <source>add {tokens}</source>
        <translation>добавьте {tokens}</translation>
    </message>
    <message>
        <source>drop {tokens}</source>
        <translation>уберите {tokens}</translation>
    </message>
    <message>
        <source>leave out the exits into the other building</source>
        <translation>уберите выходы в другое здание</translation>
    </message>
    <message>
        <source>give the road at {hex} an exit back</source>
        <translation>дайте дороге в {hex} обратный выход</translation>
    </message>
    <message>
        <source>drop the exit that leads nowhere</source>
        <translation>уберите выход, ведущий в никуда</translation>
    </message>
    <message>
        <source>run the bridge onto the land at its ends</source>
        <translation>выведите концы моста на сушу</translation>
    </message>
    <message>
        <source>N</source>
        <translation>С</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>СВ</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>ЮВ</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Ю</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>ЮЗ</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>СЗ</translation>
    </message>
    <message>
        <source>Road at {hex} exits {direction} onto the bridge at {there}, but its deck at level {deck} is out of reach of the road at level {road}</source>
        <translation>Дорога в {hex} выходит на {direction} на мост в {there}, но его настил на уровне {deck} недосягаем с дороги на уровне {road}</translation>
    </message>
    <message>
        <source>Road at {hex} exits {direction}, but the road at {there} has no exit back</source>
        <translation>Дорога в {hex} выходит на {direction}, но у дороги в {there} нет обратного выхода</translation>
    </message>
    <message>
        <source>Road at {hex} exits {direction} into {there}, which has no road, pavement, bridge or building</source>
        <translation>Дорога в {hex} выходит на {direction} в {there}, где нет ни дороги, ни дорожного покрытия, ни моста, ни здания</translation>
    </message>
    <message>
        <source>Bridge at {hex} exits {direction} into {there} and is left floating: its deck is at level {deck} and the ground there at level {ground}</source>
        <translation>Мост в {hex} выходит на {direction} в {there} и повисает в воздухе: его настил на уровне {deck}, а земля там на уровне {ground}</translation>
    </message>
    <message>
        <source>Bridge at {hex} has its deck at level {deck}, but the road it meets at {there} is at level {ground}</source>
        <translation>У моста в {hex} настил на уровне {deck}, а дорога, к которой он подходит в {there}, на уровне {ground}</translation>
    </message>
    <message>
        <source>Bridge at {hex} has no exit onto the ground or a road: no unit can drive onto it, only jump</source>
        <translation>У моста в {hex} нет выхода на землю или дорогу: на него нельзя въехать, только запрыгнуть</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes a tracked vehicle may enter cannot be reached from the main area it moves in ({first}): cut off by level steps of more than {step} or by terrain it cannot enter.</source>
        <translation>
            <numerusform>%n гекс, куда может въехать гусеничное транспортное средство, недостижим из основной области его движения ({first}): его отрезают перепады уровней больше {step} или местность, куда оно въехать не может.</numerusform>
            <numerusform>%n гекса, куда может въехать гусеничное транспортное средство, недостижимы из основной области его движения ({first}): их отрезают перепады уровней больше {step} или местность, куда оно въехать не может.</numerusform>
            <numerusform>%n гексов, куда может въехать гусеничное транспортное средство, недостижимы из основной области его движения ({first}): их отрезают перепады уровней больше {step} или местность, куда оно въехать не может.</numerusform>
        </translation>
    </message>
    <message>
        <source>The floors of the ruins at {hex} are {spacing}&quot; apart: with more than {limit}&quot; between floors no model climbs or goes down by a difficult terrain test, so only jump, jet-pack, jetbike and skimmer units reach the upper floors.</source>
        <translation>Этажи руин в {hex} отстоят друг от друга на {spacing}&quot;: при расстоянии между этажами больше {limit}&quot; модели не могут забраться на этаж или спуститься, пройдя тест на преодоление труднопроходимого ландшафта, поэтому верхних этажей достигают только прыжковые боевые единицы, боевые единицы с реактивными ранцами, гравициклы и скиммеры.</translation>
    </message>
    <message>
        <source>set the floor spacing to {limit}&quot;: the most a model climbs by a test</source>
        <translation>установите расстояние между этажами {limit}&quot;: наибольшее, на какое модель взбирается тестом</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>1 inch</source>
        <translation>1 дюйм</translation>
    </message>
    <message>
        <source>25 mm</source>
        <translation>25 мм</translation>
    </message>
    <message>
        <source>Print every page at 100 % (actual size, no &apos;fit to page&apos;); check the 1 inch / 25 mm bar on each page.</source>
        <translation>Печатайте каждую страницу в масштабе 100 % (фактический размер, без «вписать в страницу»); проверьте шкалу 1 дюйм / 25 мм на каждой странице.</translation>
    </message>
    <message>
        <source>Trim each page along its crop marks where it meets a page to its left or above.</source>
        <translation>Обрежьте каждую страницу по меткам обреза там, где она встречается со страницей слева или сверху.</translation>
    </message>
    <message>
        <source>Lay it over that neighbour so its cut edge meets the dashed magenta line, then glue or tape it.</source>
        <translation>Наложите её на соседнюю так, чтобы обрезанный край лёг на пурпурную пунктирную линию, затем приклейте или скрепите скотчем.</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>книжная</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>альбомная</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>Карта без названия</translation>
    </message>
    <message>
        <source>print at 100 % · page {page} of {pages} · row {row} of {rows}, column {col} of {cols} · {scale}</source>
        <translation>печать 100 % · стр. {page} из {pages} · ряд {row} из {rows}, стб. {col} из {cols} · {scale}</translation>
    </message>
    <message>
        <source>{paper} {orientation}</source>
        <translation>{paper}, {orientation}</translation>
    </message>
    <message>
        <source>Assembly</source>
        <translation>Сборка</translation>
    </message>
    <message>
        <source>Assembly and legend</source>
        <translation>Сборка и легенда</translation>
    </message>
    <message>
        <source>page 1 of {pages} · the scale bar checks the print: it must measure exactly</source>
        <translation>стр. 1 из {pages} · шкала проверяет печать: её длина должна быть точной</translation>
    </message>
    <message>
        <source>{tile} · p {page}</source>
        <translation>{tile} · с. {page}</translation>
    </message>
    <message>
        <source>print at 100 %</source>
        <translation>печать 100 %</translation>
    </message>
    <message>
        <source>hexes {inches} in ({mm} mm) across</source>
        <translation>гексы по {inches} дюйм. ({mm} мм)</translation>
    </message>
    <message>
        <source>{tile} (page {page}) edge</source>
        <translation>край {tile} (стр. {page})</translation>
    </message>
    <message>
        <source>{width} x {height} in</source>
        <translation>{width} x {height} дюйм.</translation>
    </message>
    <message>
        <source>R{row}C{col}</source>
        <translation>Р{row}С{col}</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Clear</source>
        <translation>Ровная местность</translation>
    </message>
    <message>
        <source>Pavement</source>
        <translation>Дорожное покрытие</translation>
    </message>
    <message>
        <source>Light woods</source>
        <translation>Редкий лес</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <translation>Густой лес</translation>
    </message>
    <message>
        <source>Ultra-heavy woods</source>
        <translation>Крайне густой лес</translation>
    </message>
    <message>
        <source>Light jungle</source>
        <translation>Редкие джунгли</translation>
    </message>
    <message>
        <source>Heavy jungle</source>
        <translation>Густые джунгли</translation>
    </message>
    <message>
        <source>Ultra-heavy jungle</source>
        <translation>Крайне густые джунгли</translation>
    </message>
    <message>
        <source>Rough</source>
        <translation>Неровная местность</translation>
    </message>
    <message>
        <source>Ultra rough</source>
        <translation>Крайне неровная местность</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Обломки</translation>
    </message>
    <message>
        <source>Ultra rubble</source>
        <translation>Крайне крупные обломки</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Руины</translation>
    </message>
    <message>
        <source>Floors</source>
        <translation>Этажи</translation>
    </message>
    <message>
        <source>Floor spacing (in)</source>
        <translation>Между этажами (дюймы)</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Вода</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Песок</translation>
    </message>
    <message>
        <source>Tundra</source>
        <translation>Тундра</translation>
    </message>
    <message>
        <source>Magma crust</source>
        <translation>Корка магмы</translation>
    </message>
    <message>
        <source>Liquid magma</source>
        <translation>Жидкая магма</translation>
    </message>
    <message>
        <source>Planted fields</source>
        <translation>Засеянные поля</translation>
    </message>
    <message>
        <source>Gravel pile</source>
        <translation>Куча гравия</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Heavy industrial</source>
        <translation>Плотная промышленная зона</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Здание</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>CF</source>
        <translation>СК</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Непроходимая местность</translation>
    </message>
    <message>
        <source>Mud</source>
        <translation>Грязь</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <translation>Зыбучие пески</translation>
    </message>
    <message>
        <source>Thin snow</source>
        <translation>Неглубокий снег</translation>
    </message>
    <message>
        <source>Deep snow</source>
        <translation>Глубокий снег</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Лёд</translation>
    </message>
    <message>
        <source>Black ice</source>
        <translation>Гололёд</translation>
    </message>
    <message>
        <source>Rapids</source>
        <translation>Пороги</translation>
    </message>
    <message>
        <source>Torrent</source>
        <translation>Бурный поток</translation>
    </message>
    <message>
        <source>Dormant geyser</source>
        <translation>Спящий гейзер</translation>
    </message>
    <message>
        <source>Active geyser</source>
        <translation>Активный гейзер</translation>
    </message>
    <message>
        <source>Magma vent</source>
        <translation>Магматическое жерло</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>Dirt road</source>
        <translation>Грунтовая дорога</translation>
    </message>
    <message>
        <source>Gravel road</source>
        <translation>Гравийная дорога</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Мост</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Пожар</translation>
    </message>
    <message>
        <source>Light smoke</source>
        <translation>Лёгкий дым</translation>
    </message>
    <message>
        <source>Heavy smoke</source>
        <translation>Густой дым</translation>
    </message>
    <message>
        <source>Hazardous liquid</source>
        <translation>Опасная жидкость</translation>
    </message>
    <message>
        <source>Fortified</source>
        <translation>Укреплённый гекс</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>глубина</translation>
    </message>
    <message>
        <source>height</source>
        <translation>высота</translation>
    </message>
    <message>
        <source>floors</source>
        <translation>этажей</translation>
    </message>
    <message>
        <source>spacing</source>
        <translation>между этажами</translation>
    </message>
    <message>
        <source>type</source>
        <translation>тип</translation>
    </message>
    <message>
        <source>light</source>
        <comment>building type</comment>
        <translation>лёгкое</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>building type</comment>
        <translation>среднее</translation>
    </message>
    <message>
        <source>heavy</source>
        <comment>building type</comment>
        <translation>тяжёлое</translation>
    </message>
    <message>
        <source>hardened</source>
        <comment>building type</comment>
        <translation>усиленное</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>уровень {level}</translation>
    </message>
</context>
<context>
    <name>TotalWarXXI</name>
    <message>
        <source>blocked by {hexes}: no hit</source>
        <translation>перекрыто: {hexes}: попадания нет</translation>
    </message>
    <message>
        <source>guided: the missile&apos;s {missile} must roll more than the target&apos;s {target} (cover does not count): hit {chance}</source>
        <translation>управляемый снаряд: кубик манёвренности снаряда {missile} должен выпасть больше кубика цели {target} (закрытость не учитывается): попадание {chance}</translation>
    </message>
    <message>
        <source>{cover}: would hit on {on}+ with the line clear</source>
        <translation>{cover}: при свободной линии попадание на {on}+</translation>
    </message>
    <message>
        <source>{cover}: hits on {on}+, chance {chance}</source>
        <translation>{cover}: попадание на {on}+, шанс {chance}</translation>
    </message>
    <message>
        <source>the {target} dodges on {on}+: {chance}</source>
        <translation>{target} уворачивается на {on}+: {chance}</translation>
    </message>
    <message>
        <source>the vehicle has no room to move aside: it cannot dodge</source>
        <translation>бронетехнике некуда сдвинуться: увернуться она не может</translation>
    </message>
    <message>
        <source>{shots} shots: at least one hits {chance}</source>
        <translation>выстрелов: {shots}, хотя бы одно попадание {chance}</translation>
    </message>
    <message>
        <source>armour {armour}: {reason}; penetrates {chance}; penetrating hit {kill}</source>
        <translation>броня {armour}: {reason}; пробитие {chance}; попадание с пробитием {kill}</translation>
    </message>
    <message>
        <source>{weapon} (ground targets)</source>
        <translation>{weapon} (по наземным целям)</translation>
    </message>
    <message>
        <source>{weapon} (air targets)</source>
        <translation>{weapon} (по воздушным целям)</translation>
    </message>
    <message>
        <source>no range limit given</source>
        <translation>дальность не ограничена</translation>
    </message>
    <message>
        <source>range {cm} cm</source>
        <translation>дальность {cm} см</translation>
    </message>
    <message>
        <source>in range</source>
        <translation>в пределах дальности</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>вне дальности</translation>
    </message>
    <message>
        <source>{weapon}: {hexes} hexes = {cm} cm, {limit}: {verdict}</source>
        <translation>{weapon}: гексов {hexes} = {cm} см, {limit}: {verdict}</translation>
    </message>
    <message>
        <source>{source} in {hex}, between</source>
        <translation>{source} в {hex}, между</translation>
    </message>
    <message>
        <source>cover {cover} (given)</source>
        <translation>закрыта на {cover} (задано)</translation>
    </message>
    <message>
        <source>cover {cover} ({source})</source>
        <translation>закрыта на {cover} ({source})</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>уровень {level}</translation>
    </message>
    <message>
        <source>{weapon}: HE radius {radius} cm around {hex} (hexes {cm} cm across) reaches {count} hexes:</source>
        <translation>{weapon}: радиус фугасного действия {radius} см вокруг {hex} (гексы по {cm} см) захватывает гексов: {count}:</translation>
    </message>
    <message>
        <source>no scatter</source>
        <translation>без смещения</translation>
    </message>
    <message>
        <source>scatter {cm} cm in any direction: leaves the hex with chance {chance}; may land in {count} hexes</source>
        <translation>смещение {cm} см в любую сторону: покидает гекс с шансом {chance}; может упасть в гексов: {count}</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Закрытость</translation>
    </message>
    <message>
        <source>Unguided hit</source>
        <translation>Неуправляемый снаряд</translation>
    </message>
    <message>
        <source>chance {chance}</source>
        <translation>шанс {chance}</translation>
    </message>
    <message>
        <source>Total War XXI in {hex} (first selected)</source>
        <translation>Total War XXI в {hex} (первый из выбранных)</translation>
    </message>
    <message>
        <source>Total War XXI in {hex}</source>
        <translation>Total War XXI в {hex}</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Cover is the terrain&apos;s default; the calculator takes the share you see on the table.</source>
        <translation>Закрытость — по умолчанию для местности; калькулятор принимает долю, которую вы видите на столе.</translation>
    </message>
    <message>
        <source>{source} (uncertain)</source>
        <translation>{source} (не установлено)</translation>
    </message>
    <message>
        <source>Heights</source>
        <translation>Высоты</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>Земля</translation>
    </message>
    <message>
        <source>level {level} x {cm} cm</source>
        <translation>уровень {level} x {cm} см</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Здание</translation>
    </message>
    <message>
        <source>{levels} levels x {cm} cm</source>
        <translation>уровней {levels} x {cm} см</translation>
    </message>
    <message>
        <source>{cm} cm</source>
        <translation>{cm} см</translation>
    </message>
    <message>
        <source>Cover {cover}: unguided shots hit on {on}+</source>
        <translation>Закрытость {cover}: неуправляемые снаряды попадают на {on}+</translation>
    </message>
    <message>
        <source>Adds cover {cover}</source>
        <translation>Добавляет закрытость {cover}</translation>
    </message>
    <message>
        <source>{terrain}: no cover</source>
        <translation>{terrain}: без укрытия</translation>
    </message>
    <message>
        <source>cover to {cover}: hit on {on}+</source>
        <translation>закрыта до {cover}: попадание на {on}+</translation>
    </message>
    <message>
        <source>Cover: an unguided shot</source>
        <translation>Укрытие: неуправляемый снаряд</translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation>Пистолет</translation>
    </message>
    <message>
        <source>Submachine gun</source>
        <translation>Пистолет-пулемёт</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Винтовка</translation>
    </message>
    <message>
        <source>Assault rifle</source>
        <translation>Автомат</translation>
    </message>
    <message>
        <source>Machine gun</source>
        <translation>Пулемёт</translation>
    </message>
    <message>
        <source>RPG</source>
        <translation>РПГ</translation>
    </message>
    <message>
        <source>MANPADS</source>
        <translation>ПЗРК</translation>
    </message>
    <message>
        <source>Grenade</source>
        <translation>Граната</translation>
    </message>
    <message>
        <source>Flamethrower</source>
        <translation>Огнемёт</translation>
    </message>
    <message>
        <source>Air-to-surface module</source>
        <translation>Модуль ВП</translation>
    </message>
    <message>
        <source>Air-to-air module</source>
        <translation>Модуль ВВ</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>Бомба</translation>
    </message>
    <message>
        <source>Ship gun НО</source>
        <translation>НО</translation>
    </message>
    <message>
        <source>Ship gun ВО</source>
        <translation>ВО</translation>
    </message>
    <message>
        <source>Torpedo</source>
        <translation>Торпеда</translation>
    </message>
    <message>
        <source>Light infantry</source>
        <translation>Лёгкая пехота</translation>
    </message>
    <message>
        <source>Heavy infantry</source>
        <translation>Тяжёлая пехота</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>пехота</translation>
    </message>
    <message>
        <source>vehicle</source>
        <translation>бронетехника</translation>
    </message>
    <message>
        <source>helicopter</source>
        <translation>вертолёт</translation>
    </message>
    <message>
        <source>unknown weapon {name} (one of: {weapons})</source>
        <translation>неизвестное оружие {name} (известно: {weapons})</translation>
    </message>
    <message>
        <source>a whole number from 0 to {most}, not {text}</source>
        <translation>целое число от 0 до {most}, а не {text}</translation>
    </message>
    <message>
        <source>a manoeuvre bonus like M, M+2 or 2, at most M+{most}, not {text}</source>
        <translation>манёвренность вида М, М+2 или 2, не больше М+{most}, а не {text}</translation>
    </message>
    <message>
        <source>{weapon} cannot harm armour</source>
        <translation>{weapon} не может повредить броню</translation>
    </message>
    <message>
        <source>infinite penetration: penetrates</source>
        <translation>бесконечная пробиваемость: пробивает</translation>
    </message>
    <message>
        <source>infinite penetration: never (the formula as written)</source>
        <translation>бесконечная пробиваемость: никогда (формула как написана)</translation>
    </message>
    <message>
        <source>D6 + {value} &gt; armour {armour}</source>
        <translation>D6 + {value} &gt; брони {armour}</translation>
    </message>
    <message>
        <source>penetration {value} + armour {armour}</source>
        <translation>пробиваемость {value} + броня {armour}</translation>
    </message>
    <message>
        <source>{how}: needs {at_least}, more than a D6</source>
        <translation>{how}: нужно {at_least}, больше, чем на D6</translation>
    </message>
    <message>
        <source>one of {kinds}, not {kind}</source>
        <translation>одно из: {kinds}; не {kind}</translation>
    </message>
    <message>
        <source>{weapon} cannot harm this kind of target: {kind} (it harms: {harmed})</source>
        <translation>{weapon} не поражает цели этого типа: {kind} (поражает: {harmed})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>only a vehicle moves aside when it dodges (the target: {kind})</source>
        <translation>уворачиваясь, в сторону отходит только бронетехника (цель: {kind})</translation>
    </message>
    <message>
        <source>{weapon} has no HE radius (weapons with one: {those})</source>
        <translation>у {weapon} нет радиуса фугасного действия (он есть у: {those})</translation>
    </message>
    <message>
        <source>{text} is not a fraction (give one like 1/2 or 0.5)</source>
        <translation>{text} — не доля (укажите, например, 1/2 или 0.5)</translation>
    </message>
    <message>
        <source>a cover fraction is 0..1 (the share of the target hidden), not {text}</source>
        <translation>закрытость — от 0 до 1 (доля скрытой части цели), а не {text}</translation>
    </message>
    <message>
        <source>unknown calibre {name} (one of: {calibres}, a small arm, or a weapon with an HE radius)</source>
        <translation>неизвестный калибр {name} (известны: {calibres}, стрелковое оружие или оружие с радиусом фугасного действия)</translation>
    </message>
    <message>
        <source>unknown infantry class {name} (one of: {classes})</source>
        <translation>неизвестный класс пехоты {name} (известны: {classes})</translation>
    </message>
    <message>
        <source>a height from 0 to {most} cm, not {text}</source>
        <translation>высота от 0 до {most} см, а не {text}</translation>
    </message>
    <message>
        <source>a height in cm, not {text}</source>
        <translation>высота в см, а не {text}</translation>
    </message>
</context>
<context>
    <name>Wh40k</name>
    <message>
        <source>wound</source>
        <translation>рана</translation>
    </message>
    <message>
        <source>immobilised</source>
        <translation>обездвиживание</translation>
    </message>
    <message>
        <source>Warhammer 40k: {hex} (first selected)</source>
        <translation>Warhammer 40k: {hex} (первый из выбранных)</translation>
    </message>
    <message>
        <source>Warhammer 40k: {hex}</source>
        <translation>Warhammer 40k: {hex}</translation>
    </message>
    <message>
        <source>Cover save</source>
        <translation>Спас-бросок за укрытие</translation>
    </message>
    <message>
        <source>Behind it</source>
        <translation>За ним</translation>
    </message>
    <message>
        <source>a model directly behind it</source>
        <translation>модели прямо за ним</translation>
    </message>
    <message>
        <source>a model a quarter hidden by it</source>
        <translation>модели, на четверть скрытой им</translation>
    </message>
    <message>
        <source>Gone to ground</source>
        <translation>Залёгшим</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Ландшафт</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>открытая местность</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Показатель брони</translation>
    </message>
    <message>
        <source>neglected {armour}; emplaced weapons BS {bs}</source>
        <translation>обветшалое {armour}; установленные орудия BS {bs}</translation>
    </message>
    <message>
        <source>1 hex = {inches}&quot;</source>
        <translation>1 гекс = {inches}&quot;</translation>
    </message>
    <message>
        <source>Table scale</source>
        <translation>Масштаб стола</translation>
    </message>
    <message>
        <source>Moving into it</source>
        <translation>Движение в него</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Боевые единицы</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Dangerous test</source>
        <translation>Тест опасного ландшафта</translation>
    </message>
    <message>
        <source>Difficult terrain: the move is the highest of the dice, in inches.</source>
        <translation>Труднопроходимый ландшафт: движение — наибольший из кубиков, в дюймах.</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>запрещено</translation>
    </message>
    <message>
        <source>lethal</source>
        <translation>смертельный</translation>
    </message>
    <message>
        <source>may move over it, not end in it</source>
        <translation>может пройти над ним, но не закончить в нём движение</translation>
    </message>
    <message>
        <source>highest of {dice}D6</source>
        <translation>наибольший из {dice}D6</translation>
    </message>
    <message>
        <source>not slowed</source>
        <translation>не замедляется</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычное</translation>
    </message>
    <message>
        <source>if it starts or ends here</source>
        <translation>если начинает или заканчивает здесь движение</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>проходит</translation>
    </message>
    <message>
        <source>fails {chance}</source>
        <translation>проваливает: {chance}</translation>
    </message>
    <message>
        <source>jump from {floor}</source>
        <translation>прыжок с этажа {floor}</translation>
    </message>
    <message>
        <source>{height}&quot; fall, D6 {modifier}</source>
        <translation>падение с {height}&quot;, D6 {modifier}</translation>
    </message>
    <message>
        <source>survives {chance}</source>
        <translation>выживает: {chance}</translation>
    </message>
    <message numerus="yes">
        <source>Ruins: %n floors {spacing}&quot; apart</source>
        <translation>
            <numerusform>Руины: %n этаж, {spacing}&quot; между этажами</numerusform>
            <numerusform>Руины: %n этажа, {spacing}&quot; между этажами</numerusform>
            <numerusform>Руины: %n этажей, {spacing}&quot; между этажами</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Подъём</translation>
    </message>
    <message>
        <source>Who climbs: {units}.</source>
        <translation>Кто взбирается: {units}.</translation>
    </message>
    <message>
        <source>{distance} across</source>
        <translation>{distance} по горизонтали</translation>
    </message>
    <message numerus="yes">
        <source>%n floors</source>
        <translation>
            <numerusform>%n этаж</numerusform>
            <numerusform>%n этажа</numerusform>
            <numerusform>%n этажей</numerusform>
        </translation>
    </message>
    <message>
        <source>1 floor</source>
        <translation>1 этаж</translation>
    </message>
    <message>
        <source>Floors: each costs {spacing}&quot; of the difficult-terrain roll</source>
        <translation>Этажи: каждый стоит {spacing}&quot; из броска на труднопроходимый ландшафт</translation>
    </message>
    <message>
        <source>Floors {spacing}&quot; apart: no climbing by the test</source>
        <translation>Этажи через {spacing}&quot;: тестом на них не забраться</translation>
    </message>
    <message>
        <source>40k cover: none</source>
        <translation>Укрытие 40k: нет</translation>
    </message>
    <message>
        <source>area terrain</source>
        <translation>площадной ландшафт</translation>
    </message>
    <message>
        <source>in it and directly behind it</source>
        <translation>в нём и прямо за ним</translation>
    </message>
    <message>
        <source>directly behind it</source>
        <translation>прямо за ним</translation>
    </message>
    <message>
        <source>in it and behind it</source>
        <translation>в нём и за ним</translation>
    </message>
    <message>
        <source>behind it</source>
        <translation>за ним</translation>
    </message>
    <message>
        <source>40k cover: {save}+ ({where})</source>
        <translation>Укрытие 40k: {save}+ ({where})</translation>
    </message>
    <message>
        <source>Terrain: {tests}</source>
        <translation>Ландшафт: {tests}</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>пехота</translation>
    </message>
    <message>
        <source>jump infantry</source>
        <translation>прыжковая пехота</translation>
    </message>
    <message>
        <source>jet-pack infantry</source>
        <translation>пехота с реактивными ранцами</translation>
    </message>
    <message>
        <source>bikes</source>
        <translation>мотоциклы</translation>
    </message>
    <message>
        <source>jetbikes</source>
        <translation>гравициклы</translation>
    </message>
    <message>
        <source>skimmers</source>
        <translation>скиммеры</translation>
    </message>
    <message>
        <source>vehicles</source>
        <translation>техника</translation>
    </message>
    <message>
        <source>walkers</source>
        <translation>шагоходы</translation>
    </message>
    <message>
        <source>monstrous creatures</source>
        <translation>монструозные создания</translation>
    </message>
    <message>
        <source>beasts</source>
        <translation>звери</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>труднопроходимый</translation>
    </message>
    <message>
        <source>dangerous</source>
        <translation>опасный</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>непроходимый</translation>
    </message>
    <message>
        <source>Imperial Bastion</source>
        <translation>Имперский бастион</translation>
    </message>
    <message>
        <source>Fortress of Redemption (each bunker annex, the wall, the main tower)</source>
        <translation>Крепость Искупления (каждая пристройка-бункер, стена, главная башня)</translation>
    </message>
    <message>
        <source>unknown unit type {name} (one of: {units})</source>
        <translation>неизвестный тип юнита {name} (известны: {units})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{inches}&quot; (1 hex)</source>
        <translation>{inches}&quot; (1 гекс)</translation>
    </message>
    <message>
        <source>{inches}&quot; ({hexes} hexes)</source>
        <translation>{inches}&quot; ({hexes} гекс.)</translation>
    </message>
    <message>
        <source>firer</source>
        <translation>стреляющий</translation>
    </message>
    <message>
        <source>{hex} is not a building (it is {terrain})</source>
        <translation>{hex} — не строение (там {terrain})</translation>
    </message>
    <message>
        <source>{hex} has no ruins (it is {terrain})</source>
        <translation>в {hex} нет руин (там {terrain})</translation>
    </message>
    <message>
        <source>a D6 roll is 1 to 6, not {roll}</source>
        <translation>бросок D6 — от 1 до 6, а не {roll}</translation>
    </message>
    <message>
        <source>the ruin has floors 1 to {floors}, not {floor}</source>
        <translation>у руин этажи с 1 по {floors}, а не {floor}</translation>
    </message>
    <message>
        <source>floor 1 is the ground floor: there is nothing to jump down from</source>
        <translation>этаж 1 — первый: спрыгивать неоткуда</translation>
    </message>
    <message>
        <source>a model jumps down from floor {floor} to a floor from 1 to {lowest}, not {to}</source>
        <translation>с этажа {floor} модель спрыгивает на этаж с 1 по {lowest}, а не на {to}</translation>
    </message>
    <message>
        <source>unknown fortification {name} (one of: {names})</source>
        <translation>неизвестное укрепление {name} (известны: {names})</translation>
    </message>
    <message>
        <source>{unit} cannot go to ground</source>
        <translation>{unit} не может залечь</translation>
    </message>
</context>
</TS>
