<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>FileMessages</name>
    <message>
        <source>%1 cannot be written: it is a folder.</source>
        <translation>No se puede escribir %1: es una carpeta.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>%1 cannot be written: it is a device, not a file.</source>
        <translation>No se puede escribir %1: es un dispositivo, no un archivo.</translation>
    </message>
    <message>
        <source>%1 is a device, not a file: it is not read, as it might never end.</source>
        <translation>%1 es un dispositivo, no un archivo: no se lee, porque podría no terminar nunca.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB; at most %3 MiB).</source>
        <translation>%1 es demasiado grande (%2 MiB; como máximo %3 MiB).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>GamePainter</name>
    <message>
        <source>PAUSED</source>
        <translation>PAUSA</translation>
    </message>
    <message>
        <source>P or Esc to go on, . for one step</source>
        <translation>P o Escape para seguir, . para avanzar un paso</translation>
    </message>
    <message>
        <source>READY!</source>
        <translation>¡PREPÁRATE!</translation>
    </message>
    <message>
        <source>GAME OVER</source>
        <translation>FIN DEL JUEGO</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>PUNTOS</translation>
    </message>
    <message>
        <source>HIGH SCORE</source>
        <translation>RÉCORD</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>NIVEL</translation>
    </message>
    <message>
        <source>searches %1 · tiles visited %2</source>
        <extracomment>The pilot&apos;s work so far, as mazeworks-cli play --json counts it.</extracomment>
        <translation>búsquedas %1 · casillas visitadas %2</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>peligro</translation>
    </message>
    <message>
        <source>will not go</source>
        <translation>no irá</translation>
    </message>
    <message>
        <source>planned way</source>
        <translation>camino previsto</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>meta</translation>
    </message>
</context>
<context>
    <name>LdtkImport</name>
    <message>
        <source>%1 cannot be opened:</source>
        <translation>%1 no se puede abrir:</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>There is no picture to export.</source>
        <translation>No hay ninguna imagen que exportar.</translation>
    </message>
</context>
<context>
    <name>PredictWords</name>
    <message>
        <source>Click the tile the wave settles next.</source>
        <translation>Pulsa la casilla que la onda fija a continuación.</translation>
    </message>
    <message>
        <source>Click the tile the search settles next.</source>
        <translation>Pulsa la casilla que la búsqueda fija a continuación.</translation>
    </message>
    <message>
        <source>Click the two rooms Prim&apos;s tree joins next.</source>
        <translation>Pulsa las dos salas que el árbol de Prim une a continuación.</translation>
    </message>
    <message>
        <source>Click a room of each of the two sets union-find merges next.</source>
        <translation>Pulsa una sala de cada uno de los dos conjuntos que union-find fusiona a continuación.</translation>
    </message>
    <message>
        <source>Click the room the explorer visits next.</source>
        <translation>Pulsa la sala que el explorador visita a continuación.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Correcto.</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>Incorrecto.</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 de %2 correctas</translation>
    </message>
    <message>
        <source>Nothing is left to settle: the search is over.</source>
        <translation>No queda nada por fijar: la búsqueda ha terminado.</translation>
    </message>
    <message>
        <source>The wave settles the tiles in the order it found them, the nearest first: %1 is %2 steps from the start.</source>
        <translation>La onda fija las casillas en el orden en que las encontró, la más cercana primero: %1 está a %2 pasos del inicio.</translation>
    </message>
    <message>
        <source>Breadth-first search settles the tile it found first, the nearest to the start: %1 is %2 steps from it.</source>
        <translation>La búsqueda en anchura fija la casilla que encontró primero, la más cercana al inicio: %1 está a %2 pasos.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) were as near; of those it takes the one found first.</source>
        <translation>
            <numerusform>%n casilla más estaba igual de cerca; de ellas toma la encontrada primero.</numerusform>
            <numerusform>%n casillas más estaban igual de cerca; de ellas toma la encontrada primero.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest g, the cost from the start: %2 has g = %3.</source>
        <translation>%1 fija la casilla abierta de menor g, el coste desde el inicio: %2 tiene g = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had g = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n casilla más tenía también g = %1; en empate gana la primera en orden de lectura.</numerusform>
            <numerusform>%n casillas más tenían también g = %1; en empate gana la primera en orden de lectura.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest guess h: %2 has h = %3.</source>
        <translation>%1 fija la casilla abierta de menor estimación h: %2 tiene h = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had h = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n casilla más tenía también h = %1; en empate gana la primera en orden de lectura.</numerusform>
            <numerusform>%n casillas más tenían también h = %1; en empate gana la primera en orden de lectura.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest f = %2: %3 has f = %4 (g = %5, h = %6).</source>
        <translation>%1 fija la casilla abierta de menor f = %2: %3 tiene f = %4 (g = %5, h = %6).</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had f = %1 too, and ties go to the smaller h, then to the first in reading order.</source>
        <translation>
            <numerusform>%n casilla más tenía también f = %1; en empate gana el menor h y luego la primera en orden de lectura.</numerusform>
            <numerusform>%n casillas más tenían también f = %1; en empate gana el menor h y luego la primera en orden de lectura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had f = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n casilla más tenía también f = %1; en empate gana la primera en orden de lectura.</numerusform>
            <numerusform>%n casillas más tenían también f = %1; en empate gana la primera en orden de lectura.</numerusform>
        </translation>
    </message>
    <message>
        <source>The side from the start has the shorter open list, so it moves.</source>
        <translation>El lado del inicio tiene la lista abierta más corta, así que avanza.</translation>
    </message>
    <message>
        <source>The side from the goal has the shorter open list, so it moves.</source>
        <translation>El lado de la meta tiene la lista abierta más corta, así que avanza.</translation>
    </message>
    <message>
        <source>Prim&apos;s tree is whole: no edge is left to add.</source>
        <translation>El árbol de Prim está completo: no queda ninguna arista por añadir.</translation>
    </message>
    <message>
        <source>Prim&apos;s tree adds the shortest edge leaving the tree: rooms %1 and %2, length %3.</source>
        <translation>El árbol de Prim añade la arista más corta que sale del árbol: salas %1 y %2, longitud %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other edge(s) were as short, and ties go to the room that joined the tree first, then to the smaller room number.</source>
        <translation>
            <numerusform>%n arista más era igual de corta; en empate gana la sala que entró antes en el árbol y luego el número menor.</numerusform>
            <numerusform>%n aristas más eran igual de cortas; en empate gana la sala que entró antes en el árbol y luego el número menor.</numerusform>
        </translation>
    </message>
    <message>
        <source>This step merges no sets.</source>
        <translation>Este paso no fusiona ningún conjunto.</translation>
    </message>
    <message>
        <source>The corridors are dug in the order of the tree&apos;s edges: the next joins rooms %1 and %2, so union-find merges the set of room %1 with the set of room %2.</source>
        <translation>Los pasillos se cavan en el orden de las aristas del árbol: el siguiente une las salas %1 y %2, así que union-find fusiona el conjunto de la sala %1 con el de la sala %2.</translation>
    </message>
    <message numerus="yes">
        <source>A tunnel joins a room drawn outside the largest set with one of its nearest rooms of another set: this time rooms %1 and %2, so their sets merge; %n pair(s) of sets could have merged.</source>
        <translation>
            <numerusform>Un túnel une una sala elegida al azar fuera del conjunto mayor con una de sus salas más cercanas de otro conjunto: esta vez las salas %1 y %2, así que sus conjuntos se fusionan; %n par de conjuntos era posible.</numerusform>
            <numerusform>Un túnel une una sala elegida al azar fuera del conjunto mayor con una de sus salas más cercanas de otro conjunto: esta vez las salas %1 y %2, así que sus conjuntos se fusionan; %n pares de conjuntos eran posibles.</numerusform>
        </translation>
    </message>
    <message>
        <source>The explorer is on its way and only arrives.</source>
        <translation>El explorador está en camino y solo llega.</translation>
    </message>
    <message numerus="yes">
        <source>The explorer draws among the rooms its rule allows, the lower the weight the likelier: it went to room %1 (weight %2); %n room(s) could have been drawn.</source>
        <translation>
            <numerusform>El explorador sortea entre las salas que su regla permite, más probable cuanto menor el peso: fue a la sala %1 (peso %2); %n sala era posible.</numerusform>
            <numerusform>El explorador sortea entre las salas que su regla permite, más probable cuanto menor el peso: fue a la sala %1 (peso %2); %n salas eran posibles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the tile the flow field settles next.</source>
        <translation>Pulsa la casilla que el campo de flujo fija a continuación.</translation>
    </message>
    <message>
        <source>The flow field settles its frontier outwards from the goals, the nearest first: %1 is %2 steps from a goal.</source>
        <translation>El campo de flujo fija su frente desde las metas, la más cercana primero: %1 está a %2 pasos de una meta.</translation>
    </message>
    <message>
        <source>The flow field settles the frontier tile whose way to a goal costs least: %1 costs %2.</source>
        <translation>El campo de flujo fija la casilla del frente cuyo camino a una meta cuesta menos: %1 cuesta %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) were as near; of those it takes the one reached first.</source>
        <translation>
            <numerusform>%n casilla más estaba igual de cerca; de ellas toma la alcanzada primero.</numerusform>
            <numerusform>%n casillas más estaban igual de cerca; de ellas toma la alcanzada primero.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchText</name>
    <message>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>%1 tiles looked at, %2 in the open list</source>
        <translation>%1 casillas examinadas, %2 en la lista abierta</translation>
    </message>
    <message>
        <source>the way: %1 steps, cost %2</source>
        <translation>el camino: %1 pasos, costo %2</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>Búsqueda en anchura</translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation>Dijkstra</translation>
    </message>
    <message>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <source>Greedy best-first</source>
        <translation>Primero el mejor, voraz</translation>
    </message>
    <message>
        <source>Bidirectional A*</source>
        <translation>A* bidireccional</translation>
    </message>
    <message>
        <source>Jump point search</source>
        <translation>Búsqueda por puntos de salto</translation>
    </message>
    <message>
        <source>Jump point search+</source>
        <translation>Búsqueda por puntos de salto+</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>Manhattan</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>Euclídea</translation>
    </message>
    <message>
        <source>Octile</source>
        <translation>Octil</translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation>Chebyshov</translation>
    </message>
    <message>
        <source>None (as Dijkstra)</source>
        <translation>Ninguna (como Dijkstra)</translation>
    </message>
    <message>
        <source>Never past a wall</source>
        <translation>Nunca junto a un muro</translation>
    </message>
    <message>
        <source>Past one wall</source>
        <translation>Junto a un muro</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>Bidirectional Dijkstra</source>
        <translation>Dijkstra bidireccional</translation>
    </message>
    <message>
        <source>Weighted A* (× %1)</source>
        <translation>A* ponderado (× %1)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, no early exit</source>
        <translation>%1, sin salida temprana</translation>
    </message>
    <message>
        <source>open ← {start};  g[start] ← 0</source>
        <translation>abiertos ← {inicio};  g[inicio] ← 0</translation>
    </message>
    <message>
        <source>queue ← [start]</source>
        <translation>cola ← [inicio]</translation>
    </message>
    <message>
        <source>reached ← {start}</source>
        <translation>alcanzadas ← {inicio}</translation>
    </message>
    <message>
        <source>open ← {start};  open′ ← {goal};  best ← ∞</source>
        <translation>abiertos ← {inicio};  abiertos′ ← {meta};  mejor ← ∞</translation>
    </message>
    <message>
        <source>while queue is not empty:</source>
        <translation>mientras cola no esté vacía:</translation>
    </message>
    <message>
        <source>while open is not empty:</source>
        <translation>mientras abiertos no esté vacía:</translation>
    </message>
    <message>
        <source>while neither open nor open′ is empty:</source>
        <translation>mientras ni abiertos ni abiertos′ esté vacía:</translation>
    </message>
    <message>
        <source>if best ≤ the lowest f in open or in open′:</source>
        <translation>si mejor ≤ el menor f de abiertos o de abiertos′:</translation>
    </message>
    <message>
        <source>return the way through meeting</source>
        <translation>devolver el camino por encuentro</translation>
    </message>
    <message>
        <source>take from the shorter of open and open′:</source>
        <translation>tomar de la más corta entre abiertos y abiertos′:</translation>
    </message>
    <message>
        <source>current ← take the first tile of queue</source>
        <translation>actual ← tomar la primera casilla de cola</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest g</source>
        <translation>actual ← tomar la casilla de abiertos con el menor g</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest f</source>
        <translation>actual ← tomar la casilla de abiertos con el menor f</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest h</source>
        <translation>actual ← tomar la casilla de abiertos con el menor h</translation>
    </message>
    <message>
        <source>if current = goal:</source>
        <translation>si actual = meta:</translation>
    </message>
    <message>
        <source>return the way, following parent back from goal</source>
        <translation>devolver el camino, siguiendo padre hacia atrás desde meta</translation>
    </message>
    <message>
        <source>return the way, jump point to jump point back from goal</source>
        <translation>devolver el camino, de punto de salto en punto de salto desde meta</translation>
    </message>
    <message>
        <source>settled ← settled + {current}</source>
        <translation>cerradas ← cerradas + {actual}</translation>
    </message>
    <message>
        <source>for each open neighbour next the corner rule allows:</source>
        <translation>para cada vecina libre que permite la regla de esquinas:</translation>
    </message>
    <message>
        <source>for each open neighbour next of current:</source>
        <translation>para cada vecina libre de actual:</translation>
    </message>
    <message>
        <source>for each way worth going from current:</source>
        <translation>para cada dirección útil desde actual:</translation>
    </message>
    <message>
        <source>next ← run that way to the goal, a forced neighbour or a wall</source>
        <translation>vecina ← correr en esa dirección hasta la meta, una vecina forzada o un muro</translation>
    </message>
    <message>
        <source>if the run hit a wall: skip it</source>
        <translation>si la carrera chocó con un muro: saltarla</translation>
    </message>
    <message>
        <source>if next is in reached: skip it</source>
        <translation>si vecina está en alcanzadas: saltarla</translation>
    </message>
    <message>
        <source>if next is settled: skip it</source>
        <translation>si vecina está cerrada: saltarla</translation>
    </message>
    <message>
        <source>reached ← reached + {next};  parent[next] ← current</source>
        <translation>alcanzadas ← alcanzadas + {vecina};  padre[vecina] ← actual</translation>
    </message>
    <message>
        <source>add next at the end of queue</source>
        <translation>añadir vecina al final de cola</translation>
    </message>
    <message>
        <source>cost ← g[current] + weight(next), × √2 diagonally</source>
        <translation>costo ← g[actual] + peso(vecina), × √2 en diagonal</translation>
    </message>
    <message>
        <source>cost ← g[current] + weight(next)</source>
        <translation>costo ← g[actual] + peso(vecina)</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the run, × √2 diagonally</source>
        <translation>costo ← g[actual] + longitud de la carrera, × √2 en diagonal</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the run</source>
        <translation>costo ← g[actual] + longitud de la carrera</translation>
    </message>
    <message>
        <source>if next is not in open or cost &lt; g[next]:</source>
        <translation>si vecina no está en abiertos o costo &lt; g[vecina]:</translation>
    </message>
    <message>
        <source>g[next] ← cost;  parent[next] ← current</source>
        <translation>g[vecina] ← costo;  padre[vecina] ← actual</translation>
    </message>
    <message>
        <source>put next in open by g</source>
        <translation>poner vecina en abiertos según g</translation>
    </message>
    <message>
        <source>put next in open by f = g + %1 × h(next)</source>
        <translation>poner vecina en abiertos según f = g + %1 × h(vecina)</translation>
    </message>
    <message>
        <source>put next in open by f = g + h(next)</source>
        <translation>poner vecina en abiertos según f = g + h(vecina)</translation>
    </message>
    <message>
        <source>if next is new: put it in open by h(next)</source>
        <translation>si vecina es nueva: ponerla en abiertos según h(vecina)</translation>
    </message>
    <message>
        <source>if open′ reached next and g[next] + g′[next] &lt; best:</source>
        <translation>si abiertos′ alcanzó vecina y g[vecina] + g′[vecina] &lt; mejor:</translation>
    </message>
    <message>
        <source>best ← g[next] + g′[next];  meeting ← next</source>
        <translation>mejor ← g[vecina] + g′[vecina];  encuentro ← vecina</translation>
    </message>
    <message>
        <source>return “no way”</source>
        <translation>devolver «no hay camino»</translation>
    </message>
    <message>
        <source>if goal was never reached:</source>
        <translation>si meta nunca fue alcanzada:</translation>
    </message>
    <message>
        <source>return the way through meeting, if they met; else “no way”</source>
        <translation>devolver el camino por encuentro si se encontraron; si no, «no hay camino»</translation>
    </message>
    <message>
        <source>Every step costs 1: the weights are not looked at.</source>
        <translation>Cada paso cuesta 1: los pesos no cuentan.</translation>
    </message>
    <message>
        <source>g: the cost of the cheapest way known from the start.</source>
        <translation>g: el costo del camino más barato conocido desde el inicio.</translation>
    </message>
    <message>
        <source>h: the %1 distance to the goal.</source>
        <translation>h: la distancia %1 hasta la meta.</translation>
    </message>
    <message>
        <source>g: the cost of the cheapest way known from its side&apos;s end.</source>
        <translation>g: el costo del camino más barato conocido desde el extremo de su lado.</translation>
    </message>
    <message>
        <source>same f: smaller h first</source>
        <translation>mismo f: primero el menor h</translation>
    </message>
    <message>
        <source>same g: reading order</source>
        <translation>mismo g: orden de lectura</translation>
    </message>
    <message>
        <source>same h: reading order</source>
        <translation>mismo h: orden de lectura</translation>
    </message>
    <message>
        <source>same f and h: reading order</source>
        <translation>mismo f y h: orden de lectura</translation>
    </message>
    <message>
        <source>same steps: found first</source>
        <translation>mismos pasos: la encontrada antes</translation>
    </message>
    <message>
        <source>Jump point search needs a map that does not wrap round, without weights, and (with 8 directions) diagonals that never pass a wall: A* searches here instead, for a way of the same cost.</source>
        <translation>La búsqueda por puntos de salto necesita un mapa que no dé la vuelta por los bordes, sin pesos y (con 8 direcciones) diagonales que nunca pasen junto a un muro: aquí busca A* en su lugar, un camino del mismo costo.</translation>
    </message>
    <message>
        <source>Ready: only the start is open. Step to take the first tile.</source>
        <translation>Listo: solo el inicio está abierto. Un paso toma la primera casilla.</translation>
    </message>
    <message>
        <source>The goal %1 is reached: the way costs %2.</source>
        <translation>La meta %1 está alcanzada: el camino cuesta %2.</translation>
    </message>
    <message>
        <source>No way through open tiles can beat the one through %1 any more: it costs %2.</source>
        <translation>Ningún camino por casillas abiertas puede ya mejorar el que pasa por %1: cuesta %2.</translation>
    </message>
    <message>
        <source>Nothing is left to take: no way leads to the goal.</source>
        <translation>No queda nada que tomar: ningún camino lleva a la meta.</translation>
    </message>
    <message>
        <source>An open list is empty: the way through %1 costs %2.</source>
        <translation>Una lista abierta está vacía: el camino por %1 cuesta %2.</translation>
    </message>
    <message>
        <source>An open list is empty: no way leads to the goal.</source>
        <translation>Una lista abierta está vacía: ningún camino lleva a la meta.</translation>
    </message>
    <message>
        <source>From the goal&apos;s side, took %1.</source>
        <translation>Desde el lado de la meta, tomada %1.</translation>
    </message>
    <message>
        <source>Took %1.</source>
        <translation>Tomada %1.</translation>
    </message>
    <message>
        <source>added: %1</source>
        <translation>añadidas: %1</translation>
    </message>
    <message>
        <source>reached more cheaply: %1</source>
        <translation>alcanzadas más baratas: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>saltadas: %1</translation>
    </message>
    <message>
        <source>runs into a wall: %1</source>
        <translation>carreras contra un muro: %1</translation>
    </message>
    <message>
        <source>no neighbour to offer</source>
        <translation>ninguna vecina que ofrecer</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>The sides met at %1.</source>
        <translation>Los lados se encontraron en %1.</translation>
    </message>
    <message>
        <source>Pruned jump point search</source>
        <translation>Búsqueda por puntos de salto podada</translation>
    </message>
    <message>
        <source>Pruned jump point search+</source>
        <translation>Búsqueda por puntos de salto podada+</translation>
    </message>
    <message>
        <source>Subgoal graph</source>
        <translation>Grafo de subobjetivos</translation>
    </message>
    <message>
        <source>Edge %1 of %2 of the way over the graph walked into tiles.</source>
        <translation>Arista %1 de %2 del camino por el grafo recorrida en casillas.</translation>
    </message>
    <message>
        <source>The goal %1 is settled: its way over the graph costs %2. Next, each edge of it is walked into tiles.</source>
        <translation>La meta %1 está cerrada: su camino por el grafo cuesta %2. Después, cada una de sus aristas se recorre en casillas.</translation>
    </message>
    <message>
        <source>join start and goal to the subgoals they reach directly</source>
        <translation>unir inicio y meta a los subobjetivos que alcanzan directamente</translation>
    </message>
    <message>
        <source>for each subgoal next joined to current by an edge:</source>
        <translation>para cada vecina, subobjetivo unido a actual por una arista:</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the edge</source>
        <translation>costo ← g[actual] + longitud de la arista</translation>
    </message>
    <message>
        <source>walk each edge of the way into tiles, diagonal first</source>
        <translation>recorrer cada arista del camino en casillas, diagonal primero</translation>
    </message>
    <message>
        <source>The subgoal graph needs a map without weights and (with 8 directions) diagonals that never pass a wall: A* searches here instead, for a way of the same cost.</source>
        <translation>El grafo de subobjetivos necesita un mapa sin pesos y (con 8 direcciones) diagonales que nunca pasen junto a un muro: aquí busca A* en su lugar, un camino del mismo costo.</translation>
    </message>
</context>
<context>
    <name>TiledImport</name>
    <message>
        <source>%1 no longer holds the tileset as it was read.</source>
        <translation>%1 ya no contiene el conjunto de patrones tal como se leyó.</translation>
    </message>
    <message>
        <source>%1 cannot be imported:</source>
        <translation>No se puede importar %1:</translation>
    </message>
    <message>
        <source>Kinds Not Written</source>
        <translation>Tipos no escritos</translation>
    </message>
    <message>
        <source>The kinds could not be written into the tileset; the level opens with them all the same.</source>
        <translation>No se pudieron escribir los tipos en el conjunto de patrones; el nivel se abre con ellos de todos modos.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A workshop for tile mazes and generated dungeons.</source>
        <translation>Un taller para laberintos de casillas y mazmorras generadas.</translation>
    </message>
    <message>
        <source>Levels to open.</source>
        <translation>Los niveles que abrir.</translation>
    </message>
</context>
<context>
    <name>mazeworks::AccessibleMap</name>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>fila %1, columna %2: %3</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::Autosave</name>
    <message>
        <source>%1, autosaved %2</source>
        <translation>%1, guardado automáticamente el %2</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), guardado automáticamente el %3</translation>
    </message>
    <message>
        <source>Recover Unsaved Levels</source>
        <translation>Recuperar niveles no guardados</translation>
    </message>
    <message numerus="yes">
        <source>Mazeworks ended without saving %n level(s). Recover them from their autosaves?</source>
        <translation>
            <numerusform>Mazeworks se cerró sin guardar %n nivel. ¿Quieres recuperarlo de su guardado automático?</numerusform>
            <numerusform>Mazeworks se cerró sin guardar %n niveles. ¿Quieres recuperarlos de sus guardados automáticos?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>mazeworks::BrushTool</name>
    <message>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <source>Click or drag to paint the chosen tile; Shift+click draws a line from the last tile painted.</source>
        <translation>Haz clic o arrastra para pintar la casilla elegida; Mayúsculas+clic traza una línea desde la última casilla pintada.</translation>
    </message>
</context>
<context>
    <name>mazeworks::CodeDock</name>
    <message>
        <source>Search Code</source>
        <translation>Código de la búsqueda</translation>
    </message>
</context>
<context>
    <name>mazeworks::CodePanel</name>
    <message>
        <source>Smaller type</source>
        <translation>Letra más pequeña</translation>
    </message>
    <message>
        <source>Larger type, for the back of the room</source>
        <translation>Letra más grande, para el fondo del aula</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>veces</translation>
    </message>
    <message>
        <source>pseudocode</source>
        <translation>pseudocódigo</translation>
    </message>
    <message>
        <source>The line the last step ended on is highlighted; beside each line it ran, how often</source>
        <translation>La línea en la que acabó el último paso está resaltada; junto a cada línea que ejecutó, cuántas veces</translation>
    </message>
    <message>
        <source>Click a row to see its tile on the map</source>
        <translation>Haz clic en una fila para ver su casilla en el mapa</translation>
    </message>
    <message>
        <source>No search</source>
        <translation>Ninguna búsqueda</translation>
    </message>
    <message>
        <source>Choose Path search in the Overlays panel: its code and its open list show here.</source>
        <translation>Elige Búsqueda de camino en el panel Superposiciones: su código y su lista abierta se muestran aquí.</translation>
    </message>
    <message>
        <source>%1 (as A*)</source>
        <translation>%1 (como A*)</translation>
    </message>
    <message>
        <source>side</source>
        <translation>lado</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>casilla</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>tie broken by</source>
        <translation>empate resuelto por</translation>
    </message>
    <message>
        <source>The queue: 1 tile, taken next</source>
        <translation>La cola: 1 casilla, tomada a continuación</translation>
    </message>
    <message>
        <source>Open: 1 tile, taken next</source>
        <translation>Abiertos: 1 casilla, tomada a continuación</translation>
    </message>
    <message numerus="yes">
        <source>The queue: %n tiles, the first taken next</source>
        <translation>
            <numerusform>La cola: %n casilla, la primera tomada a continuación</numerusform>
            <numerusform>La cola: %n casillas, la primera tomada a continuación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open: %n tiles, the first taken next</source>
        <translation>
            <numerusform>Abiertos: %n casilla, la primera tomada a continuación</numerusform>
            <numerusform>Abiertos: %n casillas, la primera tomada a continuación</numerusform>
        </translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>desde el inicio</translation>
    </message>
    <message>
        <source>from the goal</source>
        <translation>desde la meta</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>Lista abierta</translation>
    </message>
</context>
<context>
    <name>mazeworks::CommandPalette</name>
    <message>
        <source>&amp;Search Actions...</source>
        <translation>&amp;Buscar acciones...</translation>
    </message>
    <message>
        <source>Finds an action of the menus by its name and runs it</source>
        <translation>Busca una acción de los menús por su nombre y la ejecuta</translation>
    </message>
</context>
<context>
    <name>mazeworks::CommandPaletteDialog</name>
    <message>
        <source>Search Actions</source>
        <translation>Buscar acciones</translation>
    </message>
    <message>
        <source>Type the name of an action</source>
        <translation>Escriba el nombre de una acción</translation>
    </message>
    <message>
        <source>No action has all these words in its name or its menu.</source>
        <translation>Ninguna acción tiene todas estas palabras en su nombre o su menú.</translation>
    </message>
</context>
<context>
    <name>mazeworks::Diagnostics</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>el archivo no es texto UTF-8</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of a maze</source>
        <extracomment>%1 is the first word of the line, as the user wrote it.</extracomment>
        <translation>&quot;%1&quot; no es un tipo de línea de laberinto</translation>
    </message>
    <message>
        <source>a name line needs a title</source>
        <translation>una línea &quot;name&quot; necesita un título</translation>
    </message>
    <message>
        <source>a row line needs a row of tiles</source>
        <translation>una línea &quot;row&quot; necesita una fila de casillas</translation>
    </message>
    <message>
        <source>a muncher line needs a column, a row and a direction</source>
        <translation>una línea &quot;muncher&quot; necesita una columna, una fila y una dirección</translation>
    </message>
    <message>
        <source>a ghost line needs a kind, a column, a row and a direction</source>
        <translation>una línea &quot;ghost&quot; necesita un tipo, una columna, una fila y una dirección</translation>
    </message>
    <message>
        <source>a corner line needs a kind, a column and a row</source>
        <translation>una línea &quot;corner&quot; necesita un tipo, una columna y una fila</translation>
    </message>
    <message>
        <source>a release line needs a kind and seconds</source>
        <translation>una línea &quot;release&quot; necesita un tipo y un número de segundos</translation>
    </message>
    <message>
        <source>a fruit line needs a column and a row</source>
        <translation>una línea &quot;fruit&quot; necesita una columna y una fila</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; no es un número</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a direction (up, left, down, right)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; no es una dirección (up, left, down, right)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; no es un fantasma (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release takes seconds from 0 up</source>
        <translation>&quot;release&quot; necesita un número de segundos a partir de 0</translation>
    </message>
    <message>
        <source>%1 is too far from 0 for a column or a row</source>
        <translation>%1 está demasiado lejos de 0 para ser una columna o una fila</translation>
    </message>
    <message>
        <source>a second name line</source>
        <translation>una segunda línea &quot;name&quot;</translation>
    </message>
    <message>
        <source>a second muncher line</source>
        <translation>una segunda línea &quot;muncher&quot;</translation>
    </message>
    <message>
        <source>a second fruit line</source>
        <translation>una segunda línea &quot;fruit&quot;</translation>
    </message>
    <message>
        <source>a second line for the red ghost</source>
        <translation>una segunda línea para el fantasma rojo</translation>
    </message>
    <message>
        <source>a second line for the pink ghost</source>
        <translation>una segunda línea para el fantasma rosa</translation>
    </message>
    <message>
        <source>a second line for the cyan ghost</source>
        <translation>una segunda línea para el fantasma cian</translation>
    </message>
    <message>
        <source>a second line for the orange ghost</source>
        <translation>una segunda línea para el fantasma naranja</translation>
    </message>
    <message>
        <source>a second corner line for the red ghost</source>
        <translation>una segunda línea &quot;corner&quot; para el fantasma rojo</translation>
    </message>
    <message>
        <source>a second corner line for the pink ghost</source>
        <translation>una segunda línea &quot;corner&quot; para el fantasma rosa</translation>
    </message>
    <message>
        <source>a second corner line for the cyan ghost</source>
        <translation>una segunda línea &quot;corner&quot; para el fantasma cian</translation>
    </message>
    <message>
        <source>a second corner line for the orange ghost</source>
        <translation>una segunda línea &quot;corner&quot; para el fantasma naranja</translation>
    </message>
    <message>
        <source>a second release line for the red ghost</source>
        <translation>una segunda línea &quot;release&quot; para el fantasma rojo</translation>
    </message>
    <message>
        <source>a second release line for the pink ghost</source>
        <translation>una segunda línea &quot;release&quot; para el fantasma rosa</translation>
    </message>
    <message>
        <source>a second release line for the cyan ghost</source>
        <translation>una segunda línea &quot;release&quot; para el fantasma cian</translation>
    </message>
    <message>
        <source>a second release line for the orange ghost</source>
        <translation>una segunda línea &quot;release&quot; para el fantasma naranja</translation>
    </message>
    <message>
        <source>a row is one word, without spaces</source>
        <translation>una fila es una sola palabra, sin espacios</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile</source>
        <extracomment>%1 is the character found where a tile letter should be.</extracomment>
        <translation>&apos;%1&apos; no es una letra de casilla</translation>
    </message>
    <message>
        <source>the row has %1 tiles, the first has %2</source>
        <extracomment>%1: the tiles of this row; %2: the tiles of the first row.</extracomment>
        <translation>la fila tiene %1 casillas; la primera tiene %2</translation>
    </message>
    <message>
        <source>a weight line needs one word of digits 1 to 9</source>
        <translation>una línea &quot;weight&quot; necesita una palabra de dígitos del 1 al 9</translation>
    </message>
    <message>
        <source>there are %1 weight lines for %2 rows</source>
        <extracomment>%1: the weight lines of the file; %2: its rows.</extracomment>
        <translation>hay %1 líneas &quot;weight&quot; para %2 filas</translation>
    </message>
    <message>
        <source>the weight line has %1 digits, its row has %2 tiles</source>
        <extracomment>%1: the digits of this weight line; %2: the tiles of its row.</extracomment>
        <translation>la línea &quot;weight&quot; tiene %1 dígitos, su fila tiene %2 patrones</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a weight (1 to 9)</source>
        <extracomment>%1 is the character found where a weight digit should be.</extracomment>
        <translation>&apos;%1&apos; no es un peso (1 a 9)</translation>
    </message>
    <message>
        <source>a map is at most 4096 tiles wide and high</source>
        <translation>un mapa tiene como máximo 4096 casillas de ancho y de alto</translation>
    </message>
    <message>
        <source>a maze needs at least one row</source>
        <translation>un laberinto necesita al menos una fila</translation>
    </message>
    <message>
        <source>the muncher has no start</source>
        <translation>el comilón no tiene posición inicial</translation>
    </message>
    <message>
        <source>the red ghost has no start</source>
        <translation>el fantasma rojo no tiene posición inicial</translation>
    </message>
    <message>
        <source>the pink ghost has no start</source>
        <translation>el fantasma rosa no tiene posición inicial</translation>
    </message>
    <message>
        <source>the cyan ghost has no start</source>
        <translation>el fantasma cian no tiene posición inicial</translation>
    </message>
    <message>
        <source>the orange ghost has no start</source>
        <translation>el fantasma naranja no tiene posición inicial</translation>
    </message>
    <message>
        <source>the fruit has no place</source>
        <translation>la fruta no tiene posición</translation>
    </message>
    <message>
        <source>a maze needs one door, not %1</source>
        <extracomment>%1 is the number of doors the map has.</extracomment>
        <translation>un laberinto necesita una puerta, no %1</translation>
    </message>
    <message>
        <source>the door needs a corridor above it and the house below</source>
        <translation>la puerta necesita un pasillo encima y la casa debajo</translation>
    </message>
    <message>
        <source>the muncher cannot reach this dot</source>
        <translation>el comilón no puede llegar a esta bolita</translation>
    </message>
    <message>
        <source>the muncher cannot reach this tile</source>
        <translation>el comilón no puede llegar a esta casilla</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <extracomment>A diagnostic in a tooltip: %1 line:column, %2 error or warning, %3 the message.</extracomment>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>a release-dots line needs a kind and a count</source>
        <translation>una línea &quot;release-dots&quot; necesita un tipo y una cantidad</translation>
    </message>
    <message>
        <source>a rules line needs at least one rule</source>
        <translation>una línea &quot;rules&quot; necesita al menos una regla</translation>
    </message>
    <message>
        <source>release-dots takes a count of dots from 0 up</source>
        <translation>&quot;release-dots&quot; necesita un número de puntos a partir de 0</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; no es una regla (pink-slip, red-astar, dot-counters)</translation>
    </message>
    <message>
        <source>with dot-counters, ghosts leave by dots: this release line is ignored</source>
        <translation>con &quot;dot-counters&quot;, los fantasmas salen según los puntos: esta línea &quot;release&quot; se ignora</translation>
    </message>
    <message>
        <source>a second release-dots line for the red ghost</source>
        <translation>una segunda línea &quot;release-dots&quot; para el fantasma rojo</translation>
    </message>
    <message>
        <source>a second release-dots line for the pink ghost</source>
        <translation>una segunda línea &quot;release-dots&quot; para el fantasma rosa</translation>
    </message>
    <message>
        <source>a second release-dots line for the cyan ghost</source>
        <translation>una segunda línea &quot;release-dots&quot; para el fantasma cian</translation>
    </message>
    <message>
        <source>a second release-dots line for the orange ghost</source>
        <translation>una segunda línea &quot;release-dots&quot; para el fantasma naranja</translation>
    </message>
    <message>
        <source>the muncher cannot reach these %1 dots</source>
        <extracomment>A region of dots walled off from the muncher: %1 is how many dots, 2 or more.</extracomment>
        <translation>el comilón no puede llegar a estas %1 bolitas</translation>
    </message>
    <message>
        <source>the muncher cannot reach these %1 tiles</source>
        <extracomment>A region of corridor without dots walled off from the muncher: %1 is how many tiles, 2 or more.</extracomment>
        <translation>el comilón no puede llegar a estas %1 casillas</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the muncher stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el comilón está sobre una pared</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the muncher stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el comilón está fuera del mapa de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the red ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma rojo está sobre una pared</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the red ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma rojo está fuera del mapa de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the pink ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma rosa está sobre una pared</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the pink ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma rosa está fuera del mapa de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the cyan ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma cian está sobre una pared</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the cyan ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma cian está fuera del mapa de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the orange ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma naranja está sobre una pared</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the orange ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: el fantasma naranja está fuera del mapa de %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the fruit lies on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: la fruta está sobre una pared</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the fruit lies outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) no está dentro del laberinto: la fruta está fuera del mapa de %3 x %4</translation>
    </message>
</context>
<context>
    <name>mazeworks::DiagnosticsDock</name>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>&amp;Next Problem</source>
        <translation>Problema &amp;siguiente</translation>
    </message>
    <message>
        <source>Shows the next error or warning of the level</source>
        <translation>Muestra el siguiente error o advertencia del nivel</translation>
    </message>
    <message>
        <source>Shows the previous error or warning of the level</source>
        <translation>Muestra el error o advertencia anterior del nivel</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning</source>
        <translation>
            <numerusform>%Ln advertencia</numerusform>
            <numerusform>%Ln advertencias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln advertencia</numerusform>
            <numerusform>%Ln advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>Diagnósticos (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation>No hay ningún nivel abierto.</translation>
    </message>
    <message>
        <source>The level has no map yet.</source>
        <translation>El nivel aún no tiene mapa.</translation>
    </message>
    <message>
        <source>No problems: the level can be played.</source>
        <translation>Sin problemas: el nivel se puede jugar.</translation>
    </message>
    <message>
        <source>Pre&amp;vious Problem</source>
        <translation>Problema an&amp;terior</translation>
    </message>
    <message>
        <source>Problems of the lesson</source>
        <translation>Problemas de la lección</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln problem</source>
        <translation>
            <numerusform>%1: %Ln problema</numerusform>
            <numerusform>%1: %Ln problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln problems</source>
        <translation>
            <numerusform>%1: %Ln problema</numerusform>
            <numerusform>%1: %Ln problemas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::Document</name>
    <message>
        <source>%1 is not UTF-8 text (line %2, column %3).</source>
        <translation>%1 no es texto UTF-8 (línea %2, columna %3).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Edit Source</source>
        <translation>Editar código fuente</translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonSettingsForm</name>
    <message>
        <source>The same seed and settings give the same dungeon, here and with mazeworks-cli generate</source>
        <translation>La misma semilla y los mismos ajustes dan la misma mazmorra, aquí y con mazeworks-cli generate</translation>
    </message>
    <message>
        <source>A random seed, and a new dungeon from it</source>
        <translation>Una semilla al azar y una mazmorra nueva a partir de ella</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the seed of this dungeon</source>
        <translation>Copia la semilla de esta mazmorra</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>A dungeon from the seed on the clipboard</source>
        <translation>Una mazmorra a partir de la semilla del portapapeles</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;emilla:</translation>
    </message>
    <message>
        <source>Rooms to place; rooms that cannot be joined are dropped</source>
        <translation>Salas que colocar; las salas que no se pueden unir se descartan</translation>
    </message>
    <message>
        <source>Extra links that make loops, from 0 (a tree: one way between two rooms) to 1</source>
        <translation>Conexiones adicionales que forman ciclos, de 0 (un árbol: un solo camino entre dos salas) a 1</translation>
    </message>
    <message>
        <source>R&amp;ooms:</source>
        <translation>&amp;Salas:</translation>
    </message>
    <message>
        <source>&amp;Loops:</source>
        <translation>&amp;Ciclos:</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>The map&apos;s width in tiles, its border included; Auto fits it to the rooms</source>
        <translation>El ancho del mapa en casillas, con el borde incluido; Auto lo ajusta a las salas</translation>
    </message>
    <message>
        <source>The map&apos;s height in tiles, its border included; Auto fits it to the rooms</source>
        <translation>El alto del mapa en casillas, con el borde incluido; Auto lo ajusta a las salas</translation>
    </message>
    <message>
        <source>The smallest side of a room&apos;s floor, in tiles</source>
        <translation>El lado más corto del suelo de una sala, en casillas</translation>
    </message>
    <message>
        <source>The largest side of a room&apos;s floor, in tiles</source>
        <translation>El lado más largo del suelo de una sala, en casillas</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Mapa:</translation>
    </message>
    <message>
        <source>Room si&amp;ze:</source>
        <translation>&amp;Tamaño de sala:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Dropped overlapping in the middle, then pushed apart</source>
        <translation>Se sueltan solapadas en el centro y luego se separan empujándose</translation>
    </message>
    <message>
        <source>Random places, each tried again while it is too close to another room</source>
        <translation>Posiciones al azar; cada una se vuelve a probar mientras esté demasiado cerca de otra sala</translation>
    </message>
    <message>
        <source>Straight or one-bend tunnels between random rooms until one set remains</source>
        <translation>Túneles rectos o con un solo codo entre salas al azar, hasta que quede un solo conjunto</translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation>Co&amp;locación:</translation>
    </message>
    <message>
        <source>Co&amp;nnection:</source>
        <translation>C&amp;onexión:</translation>
    </message>
    <message>
        <source>&amp;New Dungeon</source>
        <translation>&amp;Nueva mazmorra</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Predeterminados</translation>
    </message>
    <message>
        <source>The settings that make a good dungeon to start from</source>
        <translation>Los ajustes que dan una buena mazmorra para empezar</translation>
    </message>
    <message>
        <source>Doors between neighbouring rooms, along a tree grown depth-first from the first room</source>
        <translation>Puertas entre salas vecinas, a lo largo de un árbol que crece en profundidad desde la primera sala</translation>
    </message>
    <message>
        <source>Prim&apos;s minimum spanning tree from the first room, with Z corridors and double jogs</source>
        <translation>El árbol de expansión mínima de Prim desde la primera sala, con pasillos en Z y dobles quiebros</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Anchura del mapa</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Altura del mapa</translation>
    </message>
    <message>
        <source>Smallest room side</source>
        <translation>Lado de sala más pequeño</translation>
    </message>
    <message>
        <source>Largest room side</source>
        <translation>Lado de sala más grande</translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonSpeech</name>
    <message>
        <source>No dungeon yet</source>
        <translation>Todavía no hay mazmorra</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n room, step %2</source>
        <translation>
            <numerusform>%1: %n sala, paso %2</numerusform>
            <numerusform>%1: %n salas, paso %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n rooms, step %2</source>
        <translation>
            <numerusform>%1: %n sala, paso %2</numerusform>
            <numerusform>%1: %n salas, paso %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonView</name>
    <message>
        <source>Wheel: zoom; drag: move the picture; double click: the whole map</source>
        <translation>Rueda: zoom; arrastrar: mover la imagen; doble clic: el mapa entero</translation>
    </message>
    <message>
        <source>Dungeon</source>
        <translation>Mazmorra</translation>
    </message>
</context>
<context>
    <name>mazeworks::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Resize &amp;Map...</source>
        <translation>Redimensionar &amp;mapa...</translation>
    </message>
    <message>
        <source>Add or take away rows and columns on any side of the map.</source>
        <translation>Añade o quita filas y columnas en cualquier lado del mapa.</translation>
    </message>
    <message>
        <source>&amp;New Map...</source>
        <translation>&amp;Nuevo mapa...</translation>
    </message>
    <message>
        <source>Start a level of a chosen size.</source>
        <translation>Empieza un nivel del tamaño que elijas.</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historial de deshacer</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;como se abrió&gt;</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation>Sin título %1</translation>
    </message>
    <message>
        <source>Cannot Resize</source>
        <translation>No se puede redimensionar</translation>
    </message>
    <message>
        <source>A map is 1 to %1 tiles wide and high.</source>
        <translation>Un mapa mide de 1 a %1 casillas de ancho y de alto.</translation>
    </message>
    <message>
        <source>Resize the Map</source>
        <translation>Redimensionar el mapa</translation>
    </message>
    <message>
        <source>Level &amp;Properties...</source>
        <translation>&amp;Propiedades del nivel...</translation>
    </message>
    <message>
        <source>The level&apos;s name, the rules it plays with and when the ghosts leave the house.</source>
        <translation>El nombre del nivel, las reglas con las que se juega y cuándo salen los fantasmas de la casa.</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Historial de deshacer</translation>
    </message>
    <message>
        <source>Every change to the level, the oldest first: choose one to go back to it</source>
        <translation>Cada cambio del nivel, el más antiguo primero: elija uno para volver a él</translation>
    </message>
</context>
<context>
    <name>mazeworks::EmptyPage</name>
    <message>
        <source>No level is open</source>
        <translation>No hay ningún nivel abierto</translation>
    </message>
    <message>
        <source>Make a new map, open a level or open the classic maze.</source>
        <translation>Cree un mapa nuevo, abra un nivel o abra el laberinto clásico.</translation>
    </message>
</context>
<context>
    <name>mazeworks::EraserTool</name>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>Click or drag to turn tiles into empty floor.</source>
        <translation>Haz clic o arrastra para convertir casillas en suelo vacío.</translation>
    </message>
</context>
<context>
    <name>mazeworks::ExportPng</name>
    <message>
        <source>%1 cannot be written: the rows of this level do not form a map yet.</source>
        <translation>No se puede escribir %1: las filas de este nivel aún no forman un mapa.</translation>
    </message>
    <message>
        <source>%1 cannot be written: at %2 pixels a tile the image would be %3 x %4 pixels; at most %5 pixels a tile fit in %6 pixels.</source>
        <translation>No se puede escribir %1: a %2 píxeles por casilla, la imagen mediría %3 x %4 píxeles; para no pasar de %6 píxeles caben como máximo %5 píxeles por casilla.</translation>
    </message>
    <message>
        <source>%1 cannot be written: there is not enough memory for an image of %2 x %3 pixels.</source>
        <translation>No se puede escribir %1: no hay memoria suficiente para una imagen de %2 x %3 píxeles.</translation>
    </message>
    <message>
        <source>Export as Image</source>
        <translation>Exportar como imagen</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>E&amp;xaminar...</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> píxeles</translation>
    </message>
    <message>
        <source>Draw the tile &amp;grid</source>
        <translation>Dibujar la &amp;rejilla de casillas</translation>
    </message>
    <message>
        <source>Draw the &amp;muncher, the ghosts and the fruit</source>
        <translation>Dibujar al co&amp;milón, los fantasmas y la fruta</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Tamaño de casilla:</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Tamaño de la imagen:</translation>
    </message>
    <message>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 píxeles</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>mazeworks::FiguresBar</name>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>rooms moving</source>
        <translation>salas en movimiento</translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation>solapamientos</translation>
    </message>
    <message>
        <source>sets</source>
        <translation>conjuntos</translation>
    </message>
    <message>
        <source>tree edges</source>
        <translation>aristas del árbol</translation>
    </message>
    <message>
        <source>corridor tiles</source>
        <translation>casillas de pasillo</translation>
    </message>
    <message>
        <source>try</source>
        <translation>intento</translation>
    </message>
    <message>
        <source>Steps taken since the start, every try</source>
        <translation>Pasos dados desde el principio, contando todos los intentos</translation>
    </message>
    <message>
        <source>Pairs of rooms that overlapped at the last separation step</source>
        <translation>Pares de salas que se solapaban en el último paso de separación</translation>
    </message>
    <message>
        <source>Sets of rooms joined so far: the union-find&apos;s; one when every room can reach every other</source>
        <translation>Conjuntos de salas unidas hasta ahora (los de union-find); solo queda uno cuando cada sala puede llegar a todas las demás</translation>
    </message>
    <message>
        <source>Edges of the tree so far</source>
        <translation>Aristas del árbol hasta ahora</translation>
    </message>
    <message>
        <source>Tiles of corridor dug so far</source>
        <translation>Casillas de pasillo excavadas hasta ahora</translation>
    </message>
    <message>
        <source>Sets of rooms made, this one included: the generator starts over when rooms cannot be joined</source>
        <translation>Tandas de salas creadas, incluida esta: el generador vuelve a empezar cuando las salas no se pueden unir</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rooms that the last separation step moved; at the start of separating, the rooms that overlap, which the first step pushes</source>
        <translation>Salas que movió el último paso de separación; al empezar la separación, las salas que se solapan y que el primer paso empuja</translation>
    </message>
</context>
<context>
    <name>mazeworks::FileActions</name>
    <message>
        <source>%1 is open read-only: the overlays work on it, edits do not. Save it as a .maze level to edit it.</source>
        <translation>%1 está abierto en modo de solo lectura: las superposiciones funcionan, pero no se puede editar. Guárdalo como nivel .maze para editarlo.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open a level, a Moving AI map or a Tiled map</source>
        <translation>Abre un nivel, un mapa de Moving AI o un mapa de Tiled</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Guardar c&amp;omo...</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vertir</translation>
    </message>
    <message>
        <source>Read the level&apos;s file again, leaving the changes not saved</source>
        <translation>Vuelve a leer el archivo del nivel y descarta los cambios sin guardar</translation>
    </message>
    <message>
        <source>&amp;Import from Tiled...</source>
        <translation>&amp;Importar de Tiled...</translation>
    </message>
    <message>
        <source>Export to &amp;Tiled...</source>
        <translation>Exportar a &amp;Tiled...</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Abrir nivel</translation>
    </message>
    <message>
        <source>%1 is no longer there, so it was taken off the recent files.</source>
        <translation>%1 ya no existe, así que se ha quitado de los archivos recientes.</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, línea %2: %3</translation>
    </message>
    <message>
        <source>%1 is a map of %2 x %3 cells; a level is 1 to %4 tiles wide and high.</source>
        <translation>%1 es un mapa de %2 x %3 celdas; un nivel mide de 1 a %4 casillas de ancho y de alto.</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (solo lectura)</translation>
    </message>
    <message>
        <source>The level has no file yet.</source>
        <translation>El nivel aún no tiene archivo.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>The level is still open with its changes; save it somewhere else, or try again.</source>
        <translation>El nivel sigue abierto con sus cambios; guárdalo en otro lugar o vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Se ha guardado %1.</translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation>Guardar nivel como</translation>
    </message>
    <message>
        <source>Mazeworks levels (*.maze)</source>
        <translation>Niveles de Mazeworks (*.maze)</translation>
    </message>
    <message>
        <source>%1 is a Moving AI map, open read-only: save the level under another name, as a .maze file.</source>
        <translation>%1 es un mapa de Moving AI, abierto en modo de solo lectura: guarda el nivel con otro nombre, como archivo .maze.</translation>
    </message>
    <message>
        <source>%1: Save As writes .maze levels. To write a Tiled map, use File &gt; Export to Tiled.</source>
        <translation>%1: Guardar como escribe niveles .maze. Para escribir un mapa de Tiled, usa Archivo &gt; Exportar a Tiled.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Revert %1 to the version saved on disk?</source>
        <translation>¿Revertir %1 a la versión guardada en el disco?</translation>
    </message>
    <message>
        <source>The changes made since it was saved will be lost, and cannot be undone.</source>
        <translation>Los cambios hechos desde que se guardó se perderán y no se podrán deshacer.</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>No se puede revertir</translation>
    </message>
    <message>
        <source>Reverted to %1.</source>
        <translation>Se ha revertido a %1.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>¿Quieres guardarlos antes de cerrar?</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>The rows of %1 do not form a map yet; see the diagnostics.</source>
        <translation>Las filas de %1 aún no forman un mapa; consulta los diagnósticos.</translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3 pixels).</source>
        <translation>Se ha exportado %1 (%2 x %3 píxeles).</translation>
    </message>
    <message>
        <source>Export to Tiled</source>
        <translation>Exportar a Tiled</translation>
    </message>
    <message>
        <source>Exported %1, with its tileset image %2.</source>
        <translation>Se ha exportado %1, con la imagen de su conjunto de patrones, %2.</translation>
    </message>
    <message>
        <source>Import from Tiled</source>
        <translation>Importar de Tiled</translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>Se ha importado %1.</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj *.json);;All files (*)</source>
        <translation>Mapas de Tiled (*.tmx *.tmj *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export as Ima&amp;ge...</source>
        <translation>Exportar como i&amp;magen...</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx);;Tiled JSON maps (*.tmj)</source>
        <translation>Mapas de Tiled (*.tmx);;Mapas JSON de Tiled (*.tmj)</translation>
    </message>
    <message>
        <source>E&amp;xport to LDtk...</source>
        <translation>E&amp;xportar a LDtk...</translation>
    </message>
    <message>
        <source>Write the level, or every open level, as one LDtk project</source>
        <translation>Escribir el nivel, o todos los niveles abiertos, como un proyecto LDtk</translation>
    </message>
    <message>
        <source>%1: Save As writes .maze levels. To write an LDtk project, use File &gt; Export to LDtk.</source>
        <translation>%1: «Guardar como» escribe niveles .maze. Para escribir un proyecto LDtk, use Archivo &gt; Exportar a LDtk.</translation>
    </message>
    <message>
        <source>Opened the level of %1.</source>
        <translation>Se abrió el nivel de %1.</translation>
    </message>
    <message numerus="yes">
        <source>Opened the %n levels of %1.</source>
        <translation>
            <numerusform>Se abrió el %n nivel de %1.</numerusform>
            <numerusform>Se abrieron los %n niveles de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export to LDtk</source>
        <translation>Exportar a LDtk</translation>
    </message>
    <message>
        <source>An LDtk project holds several levels. Write every open level into it, or only %1?</source>
        <translation>Un proyecto LDtk contiene varios niveles. ¿Escribir en él todos los niveles abiertos, o solo %1?</translation>
    </message>
    <message numerus="yes">
        <source>&amp;All %n Levels</source>
        <translation>
            <numerusform>&amp;Todos los %n niveles</numerusform>
            <numerusform>&amp;Todos los %n niveles</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;This Level</source>
        <translation>&amp;Este nivel</translation>
    </message>
    <message>
        <source>LDtk projects (*.ldtk)</source>
        <translation>Proyectos LDtk (*.ldtk)</translation>
    </message>
    <message>
        <source>Exported the level to %1.</source>
        <translation>Nivel exportado a %1.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n levels to %1.</source>
        <translation>
            <numerusform>%n nivel exportado a %1.</numerusform>
            <numerusform>%n niveles exportados a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels, maps and lessons (*.maze *.map *.tmx *.tmj *.json *.ldtk *.lesson);;Mazeworks levels (*.maze);;Moving AI maps (*.map);;Tiled maps (*.tmx *.tmj *.json);;LDtk projects (*.ldtk);;Lessons (*.lesson);;All files (*)</source>
        <translation>Niveles, mapas y lecciones (*.maze *.map *.tmx *.tmj *.json *.ldtk *.lesson);;Niveles de Mazeworks (*.maze);;Mapas de Moving AI (*.map);;Mapas de Tiled (*.tmx *.tmj *.json);;Proyectos LDtk (*.ldtk);;Lecciones (*.lesson);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>mazeworks::FileWatcher</name>
    <message>
        <source>%1 was deleted or moved by another program. The level stays open; save it to write it again.</source>
        <translation>Otro programa ha borrado o movido %1. El nivel sigue abierto; guárdalo para volver a escribirlo.</translation>
    </message>
    <message>
        <source>Kept your version of %1; saving it writes over the other program&apos;s.</source>
        <translation>Se ha conservado tu versión de %1; al guardarla se sobrescribirá la del otro programa.</translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be read again: %2</source>
        <translation>%1 ha cambiado en el disco, pero no se puede volver a leer: %2</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation>%1 ha cambiado en el disco y se ha vuelto a cargar.</translation>
    </message>
    <message>
        <source>Level Changed on Disk</source>
        <translation>El nivel ha cambiado en el disco</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and your changes to it are not saved.</source>
        <translation>Otro programa ha modificado %1 y tus cambios no están guardados.</translation>
    </message>
    <message>
        <source>Reload it, and lose your changes? Or keep your version, and write it over the other program&apos;s when you save?</source>
        <translation>¿Volver a cargarlo y perder tus cambios? ¿O conservar tu versión y sobrescribir la del otro programa al guardar?</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation>Conservar mi versión</translation>
    </message>
</context>
<context>
    <name>mazeworks::FillTool</name>
    <message>
        <source>Fill</source>
        <translation>Rellenar</translation>
    </message>
    <message>
        <source>Click to fill the region of equal tiles with the chosen tile.</source>
        <translation>Haz clic para rellenar la región de casillas iguales con la casilla elegida.</translation>
    </message>
</context>
<context>
    <name>mazeworks::FrameExport</name>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>La carpeta %1 no existe.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1: is the folder writable?</source>
        <translation>No se puede crear la carpeta %1: ¿tienes permiso de escritura en la carpeta?</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <source>Folder for the Frames</source>
        <translation>Carpeta para los fotogramas</translation>
    </message>
    <message>
        <source>The frames go into a new folder inside it; nothing there is overwritten.</source>
        <translation>Los fotogramas se guardan en una carpeta nueva dentro de ella; no se sobrescribe nada.</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>píxeles</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> pasos</translation>
    </message>
    <message>
        <source>every </source>
        <translation>cada </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%1 frames written to %2.</source>
        <translation>%1 fotogramas escritos en %2.</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Cancelled: the %1 frames written so far are in %2.</source>
        <translation>Cancelado: los %1 fotogramas escritos hasta ahora están en %2.</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Ancho en píxeles</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Alto en píxeles</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>A &amp;picture:</source>
        <translation>Una &amp;imagen:</translation>
    </message>
</context>
<context>
    <name>mazeworks::GameSpeech</name>
    <message numerus="yes">
        <source>Ready: level %1, %n life</source>
        <translation>
            <numerusform>Listo: nivel %1, %n vida</numerusform>
            <numerusform>Listo: nivel %1, %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: level %1, %n lives</source>
        <translation>
            <numerusform>Listo: nivel %1, %n vida</numerusform>
            <numerusform>Listo: nivel %1, %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lost a life, %n life left</source>
        <translation>
            <numerusform>Vida perdida, queda %n vida</numerusform>
            <numerusform>Vida perdida, quedan %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lost a life, %n lives left</source>
        <translation>
            <numerusform>Vida perdida, queda %n vida</numerusform>
            <numerusform>Vida perdida, quedan %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 cleared</source>
        <translation>Nivel %1 superado</translation>
    </message>
    <message>
        <source>Game over, score %1</source>
        <translation>Fin de la partida, puntuación %1</translation>
    </message>
    <message numerus="yes">
        <source>Extra life, %n life</source>
        <translation>
            <numerusform>Vida extra, %n vida</numerusform>
            <numerusform>Vida extra, %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra life, %n lives</source>
        <translation>
            <numerusform>Vida extra, %n vida</numerusform>
            <numerusform>Vida extra, %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Energizer: the ghosts are blue</source>
        <translation>Superpastilla: los fantasmas están azules</translation>
    </message>
    <message>
        <source>Fruit eaten, %1 points</source>
        <translation>Fruta comida, %1 puntos</translation>
    </message>
    <message>
        <source>Ghost eaten: %1, %2 points</source>
        <translation>Fantasma comido: %1, %2 puntos</translation>
    </message>
    <message numerus="yes">
        <source>%n dot left</source>
        <translation>
            <numerusform>Queda %n punto</numerusform>
            <numerusform>Quedan %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dots left</source>
        <translation>
            <numerusform>Queda %n punto</numerusform>
            <numerusform>Quedan %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>No game. F5 plays the current level.</source>
        <translation>Ninguna partida. F5 juega el nivel actual.</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>caught</source>
        <translation>atrapado</translation>
    </message>
    <message>
        <source>level cleared</source>
        <translation>nivel superado</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>replay, %1</source>
        <translation>repetición, %1</translation>
    </message>
    <message numerus="yes">
        <source>Score %1, %n life, level %2, %3</source>
        <translation>
            <numerusform>Puntos %1, %n vida, nivel %2, %3</numerusform>
            <numerusform>Puntos %1, %n vidas, nivel %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, %n lives, level %2, %3</source>
        <translation>
            <numerusform>Puntos %1, %n vida, nivel %2, %3</numerusform>
            <numerusform>Puntos %1, %n vidas, nivel %2, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::GenerateDock</name>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Dungeon &amp;Generator</source>
        <translation>&amp;Generador de mazmorras</translation>
    </message>
    <message>
        <source>Show the Generate panel: watch a dungeon being made, step by step</source>
        <translation>Muestra el panel Generar: observa cómo se crea una mazmorra, paso a paso</translation>
    </message>
    <message>
        <source>&amp;New Dungeon</source>
        <translation>&amp;Nueva mazmorra</translation>
    </message>
    <message>
        <source>Make a dungeon from these settings and watch it being made</source>
        <translation>Crea una mazmorra con estos ajustes y observa cómo se construye</translation>
    </message>
    <message>
        <source>Back to the first step, same settings and seed</source>
        <translation>Vuelve al primer paso, con los mismos ajustes y la misma semilla</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Paso</translation>
    </message>
    <message>
        <source>One step of the generator</source>
        <translation>Un paso del generador</translation>
    </message>
    <message>
        <source>Next &amp;Phase</source>
        <translation>&amp;Fase siguiente</translation>
    </message>
    <message>
        <source>Steps to the end of this phase</source>
        <translation>Avanza hasta el final de esta fase</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>Steps at the chosen speed, or pause</source>
        <translation>Avanza a la velocidad elegida, o hace una pausa</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <source>Every step to the end, as fast as it goes</source>
        <translation>Todos los pasos hasta el final, lo más rápido posible</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>E&amp;xplorar</translation>
    </message>
    <message>
        <source>An explorer walks the finished dungeon from room to room, to the rooms it has not seen first</source>
        <translation>Un explorador recorre la mazmorra terminada de sala en sala, yendo primero a las salas que aún no ha visto</translation>
    </message>
    <message>
        <source>Explorer S&amp;tep</source>
        <translation>Paso de&amp;l explorador</translation>
    </message>
    <message>
        <source>The explorer walks to one more room</source>
        <translation>El explorador camina hasta una sala más</translation>
    </message>
    <message>
        <source>The explorer starts again, nothing visited</source>
        <translation>El explorador empieza de nuevo, sin nada visitado</translation>
    </message>
    <message>
        <source>&amp;Use as Level</source>
        <translation>&amp;Usar como nivel</translation>
    </message>
    <message>
        <source>The finished dungeon as a new level, ready to edit, save and play</source>
        <translation>La mazmorra terminada como un nivel nuevo, lista para editar, guardar y jugar</translation>
    </message>
    <message>
        <source>Export Picture as &amp;Image...</source>
        <translation>Exportar la vista como i&amp;magen...</translation>
    </message>
    <message>
        <source>The picture as it is on screen, with its caption, as a PNG file</source>
        <translation>La vista tal como aparece en pantalla, con su descripción, como archivo PNG</translation>
    </message>
    <message>
        <source>Every step of this dungeon as a numbered PNG picture, for a video or a slide show</source>
        <translation>Cada paso de esta mazmorra como una imagen PNG numerada, para un video o una presentación de diapositivas</translation>
    </message>
    <message>
        <source>The generator alone on the screen with large type, for a class; Esc to come back</source>
        <translation>El generador solo en la pantalla, con letra grande, para una clase; Escape para volver</translation>
    </message>
    <message>
        <source>Show &amp;Caption</source>
        <translation>Mostrar &amp;descripción</translation>
    </message>
    <message>
        <source>The sentence that says what the step did</source>
        <translation>La frase que dice qué ha hecho el paso</translation>
    </message>
    <message>
        <source>Show &amp;Legend</source>
        <translation>Mostrar le&amp;yenda</translation>
    </message>
    <message>
        <source>What the colours and lines of the picture mean</source>
        <translation>Qué significan los colores y las líneas de la imagen</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 pasos por segundo</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation>La semilla es un número entero de 0 a %1.</translation>
    </message>
    <message>
        <source>Seed %1 copied.</source>
        <translation>Semilla %1 copiada.</translation>
    </message>
    <message>
        <source>The clipboard holds no seed: a seed is a whole number from 0 to %1.</source>
        <translation>El portapapeles no contiene ninguna semilla: una semilla es un número entero de 0 a %1.</translation>
    </message>
    <message>
        <source>The dungeon cannot be made: %1.</source>
        <translation>No se puede crear la mazmorra: %1.</translation>
    </message>
    <message>
        <source>This dungeon cannot be made:
%1.
Change the settings and press New Dungeon.</source>
        <translation>No se puede crear esta mazmorra:
%1.
Cambia los ajustes y haz clic en Nueva mazmorra.</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>velocidad máxima</translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation>1 paso por segundo</translation>
    </message>
    <message>
        <source>Room %1 · %2 of %3 rooms visited · %4 moves · %5 unvisited · %6 remembered</source>
        <translation>Sala %1 · %2 de %3 salas visitadas · %4 movimientos · %5 sin visitar · %6 recordadas</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Mazmorra %1</translation>
    </message>
    <message>
        <source>The dungeon is a level now, in its own tab: edit it, save it, play it.</source>
        <translation>La mazmorra ya es un nivel, en su propia pestaña: edítalo, guárdalo y juégalo.</translation>
    </message>
    <message>
        <source>dungeon %1 step %2.png</source>
        <translation>mazmorra %1 paso %2.png</translation>
    </message>
    <message>
        <source>Export Picture as Image</source>
        <translation>Exportar la vista como imagen</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>The picture is in %1.</source>
        <translation>La imagen está en %1.</translation>
    </message>
    <message>
        <source>An export of frames is already under way.</source>
        <translation>Ya hay una exportación de fotogramas en curso.</translation>
    </message>
    <message>
        <source>Export the Run as Frames</source>
        <translation>Exportar la ejecución como fotogramas</translation>
    </message>
    <message>
        <source>Pictures in between two steps while the rooms move, for a smooth video</source>
        <translation>Imágenes intermedias entre dos pasos mientras las salas se mueven, para un video fluido</translation>
    </message>
    <message>
        <source>The run of seed %1 from its first step: %2 steps.</source>
        <translation>La ejecución de la semilla %1 desde su primer paso: %2 pasos.</translation>
    </message>
    <message>
        <source>all the</source>
        <translation>todos los</translation>
    </message>
    <message>
        <source>Writing the frames of seed %1...</source>
        <translation>Escribiendo los fotogramas de la semilla %1...</translation>
    </message>
    <message>
        <source>R&amp;estart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Explorer &amp;Back to the Start</source>
        <translation>Re&amp;iniciar explorador</translation>
    </message>
    <message>
        <source>Export the Run as Fra&amp;mes...</source>
        <translation>Exportar la ejecución como f&amp;otogramas...</translation>
    </message>
    <message>
        <source>Presentati&amp;on</source>
        <translation>Pr&amp;esentación</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Step or Run to watch the dungeon being made</source>
        <translation>Paso o Reproducir para ver cómo se construye la mazmorra</translation>
    </message>
    <message>
        <source>Step (%1) or Run (%2) to watch the dungeon being made</source>
        <translation>Paso (%1) o Reproducir (%2) para ver cómo se construye la mazmorra</translation>
    </message>
    <message>
        <source>Once the dungeon is finished, the explorer can walk it.</source>
        <translation>Cuando la mazmorra esté terminada, el explorador podrá recorrerla.</translation>
    </message>
    <message>
        <source>From one step a second to as fast as it goes; up to a step a frame, rooms glide between steps. For the explorer of a finished dungeon, its time against ours: 1× (a second in each room, six tiles a second along the corridors) where the generator makes ten steps a second</source>
        <translation>De un paso por segundo a tan rápido como se pueda; hasta un paso por fotograma, las salas se deslizan entre pasos. Para el explorador de una mazmorra terminada, su tiempo frente al nuestro: 1× (un segundo en cada sala, seis casillas por segundo por los pasillos) donde el generador da diez pasos por segundo</translation>
    </message>
    <message>
        <source>explorer at full speed</source>
        <translation>explorador a toda velocidad</translation>
    </message>
    <message>
        <source>explorer at %1×</source>
        <translation>explorador a %1×</translation>
    </message>
    <message>
        <source>Step Bac&amp;k</source>
        <translation>Paso atrá&amp;s</translation>
    </message>
    <message>
        <source>Back to the step before: the dungeon as it was then</source>
        <translation>Vuelve al paso anterior: la mazmorra como estaba entonces</translation>
    </message>
    <message>
        <source>Explorer Step Back</source>
        <translation>Explorador: paso atrás</translation>
    </message>
    <message>
        <source>The explorer back in the room before its last move, as it was then</source>
        <translation>El explorador de vuelta en la sala anterior a su último movimiento, como estaba entonces</translation>
    </message>
    <message>
        <source>Explorer&apos;s moves</source>
        <translation>Movimientos del explorador</translation>
    </message>
    <message>
        <source>In &amp;between:</source>
        <translation>Inter&amp;medias:</translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorLegend</name>
    <message>
        <source>room</source>
        <translation>sala</translation>
    </message>
    <message>
        <source>room of this step</source>
        <translation>sala de este paso</translation>
    </message>
    <message>
        <source>overlapping</source>
        <translation>solapada</translation>
    </message>
    <message>
        <source>pushed farthest</source>
        <translation>la más empujada</translation>
    </message>
    <message>
        <source>pushing it</source>
        <translation>las que la empujan</translation>
    </message>
    <message>
        <source>push (zoom in)</source>
        <translation>empuje (amplía para verlo)</translation>
    </message>
    <message>
        <source>room on whole tiles</source>
        <translation>sala en casillas enteras</translation>
    </message>
    <message>
        <source>where it stood</source>
        <translation>donde estaba</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>vecinas</translation>
    </message>
    <message>
        <source>tree edge</source>
        <translation>arista del árbol</translation>
    </message>
    <message>
        <source>edge of this step</source>
        <translation>arista de este paso</translation>
    </message>
    <message>
        <source>loop candidate</source>
        <translation>candidata a ciclo</translation>
    </message>
    <message>
        <source>sets of joined rooms</source>
        <translation>conjuntos de salas unidas</translation>
    </message>
    <message>
        <source>corridor of this step</source>
        <translation>pasillo de este paso</translation>
    </message>
    <message>
        <source>tree edge to dig</source>
        <translation>arista del árbol por excavar</translation>
    </message>
    <message>
        <source>loop to dig</source>
        <translation>ciclo por excavar</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>descartada</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>visitada</translation>
    </message>
    <message>
        <source>unvisited, or forgotten after %1 s</source>
        <translation>sin visitar, u olvidada tras %1 s</translation>
    </message>
    <message>
        <source>visited in the last %1 s</source>
        <translation>visitada hace menos de %1 s</translation>
    </message>
    <message>
        <source>explorer: rests %1 s in a room, walks %2 tiles a second</source>
        <translation>explorador: descansa %1 s en cada sala, avanza %2 casillas por segundo</translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorText</name>
    <message>
        <source>Room %1 is dropped at (%2, %3), %4 x %5 tiles</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 x %5 its size in tiles.</extracomment>
        <translation>La sala %1 cae en (%2, %3), %4 x %5 casillas</translation>
    </message>
    <message>
        <source>Room %1 is placed at (%2, %3) after %4 rejected tries</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 places thrown away first.</extracomment>
        <translation>La sala %1 se coloca en (%2, %3) tras %4 intentos rechazados</translation>
    </message>
    <message>
        <source>Room %1 finds no free place in %2 tries and stays where the last one fell</source>
        <translation>La sala %1 no encuentra sitio libre en %2 intentos y se queda donde cayó en el último</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from room %2; %3 rooms still move</source>
        <extracomment>%1 the room pushed, %2 the room pushing it, %3 rooms that moved in this step.</extracomment>
        <translation>La sala %2 empuja a la sala %1; aún se mueven %3 salas</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2 and %3; %4 rooms still move</source>
        <translation>Las salas %2 y %3 empujan a la sala %1; aún se mueven %4 salas</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2, %3 and %4 more; %5 rooms still move</source>
        <extracomment>%4 is how many more rooms push it besides rooms %2 and %3.</extracomment>
        <translation>Las salas %2, %3 y %4 más empujan a la sala %1; aún se mueven %5 salas</translation>
    </message>
    <message>
        <source>No two rooms overlap any more, after %1 steps</source>
        <translation>Tras %1 pasos, ya no hay dos salas que se solapen</translation>
    </message>
    <message>
        <source>The rooms snap to whole tiles; snapping made %1 overlaps</source>
        <translation>Las salas se ajustan a casillas enteras; el ajuste ha creado %1 solapamientos</translation>
    </message>
    <message>
        <source>Rooms that snapping pushed together are parted; %1 overlaps left</source>
        <translation>Se separan las salas que el ajuste había juntado; quedan %1 solapamientos</translation>
    </message>
    <message>
        <source>%1 pairs of the %2 rooms are neighbours: close walls with room for a door</source>
        <translation>De las %2 salas, %1 pares son vecinos: paredes cercanas con sitio para una puerta</translation>
    </message>
    <message>
        <source>Room %1 reaches its neighbour, room %2</source>
        <translation>La sala %1 llega a su vecina, la sala %2</translation>
    </message>
    <message>
        <source>%1 neighbour pairs are left over as loop candidates; %2 of them get a door</source>
        <translation>Sobran %1 pares de vecinas como candidatos a ciclo; %2 de ellos reciben una puerta</translation>
    </message>
    <message>
        <source>Room %2 joins the tree through room %1, %3 tenths of a tile between centres</source>
        <extracomment>%1 the room already in the tree, %2 the room that joins, %3 the distance in tenths of a tile.</extracomment>
        <translation>La sala %2 se une al árbol a través de la sala %1, a %3 décimas de casilla entre centros</translation>
    </message>
    <message>
        <source>The %1 shortest edges outside the tree will make loops</source>
        <translation>Las %1 aristas más cortas fuera del árbol formarán ciclos</translation>
    </message>
    <message>
        <source>A door joins rooms %1 and %2 through %3 tiles of wall</source>
        <translation>Una puerta une las salas %1 y %2 a través de %3 casillas de pared</translation>
    </message>
    <message>
        <source>A straight corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Un pasillo recto de %3 casillas une las salas %1 y %2</translation>
    </message>
    <message>
        <source>An L-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Un pasillo en L de %3 casillas une las salas %1 y %2</translation>
    </message>
    <message>
        <source>A Z-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Un pasillo en Z de %3 casillas une las salas %1 y %2</translation>
    </message>
    <message>
        <source>No corridor from room %1 to room %2 misses the other rooms</source>
        <translation>Ningún pasillo de la sala %1 a la sala %2 evita las demás salas</translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2; their sets merge, %4 sets left</source>
        <translation>Un túnel de %3 casillas une las salas %1 y %2; sus conjuntos se fusionan y quedan %4 conjuntos</translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2, already one set: a loop</source>
        <translation>Un túnel de %3 casillas une las salas %1 y %2, que ya eran un mismo conjunto: un ciclo</translation>
    </message>
    <message>
        <source>No joined room is large enough for the ghosts&apos; house: start again with new rooms, try %1</source>
        <translation>Ninguna sala unida es lo bastante grande para la casa de los fantasmas: se vuelve a empezar con salas nuevas, intento %1</translation>
    </message>
    <message>
        <source>%1 rooms could not be joined and are dropped</source>
        <translation>%1 salas no se han podido unir y se descartan</translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles: %1 floor tiles</source>
        <translation>Las salas y los pasillos se convierten en casillas: %1 casillas de suelo</translation>
    </message>
    <message>
        <source>The ghosts&apos; house stands in room %1</source>
        <translation>La casa de los fantasmas está en la sala %1</translation>
    </message>
    <message>
        <source>The muncher, the ghosts and the fruit take their places, with %1 dots and %2 energizers</source>
        <translation>El comilón, los fantasmas y la fruta ocupan sus posiciones, con %1 bolitas y %2 energizadores</translation>
    </message>
    <message>
        <source>The dungeon cannot be made</source>
        <translation>No se puede crear la mazmorra</translation>
    </message>
    <message>
        <source>a dungeon has 1 to %1 rooms</source>
        <translation>una mazmorra tiene de 1 a %1 salas</translation>
    </message>
    <message>
        <source>a map is %1 to %2 tiles wide and high</source>
        <translation>un mapa mide de %1 a %2 casillas de ancho y de alto</translation>
    </message>
    <message>
        <source>a room is 1 to %1 tiles a side, the smallest size no larger than the largest</source>
        <translation>una sala mide de 1 a %1 casillas de lado, y el tamaño mínimo no puede superar al máximo</translation>
    </message>
    <message>
        <source>loops is a fraction from 0 to 1</source>
        <translation>el valor de ciclos es una fracción de 0 a 1</translation>
    </message>
    <message>
        <source>rooms keep 1 to %1 walls between them</source>
        <translation>entre las salas quedan de 1 a %1 casillas de pared</translation>
    </message>
    <message>
        <source>a door is at least 1 tile wide and walls close enough are at least 1 tile thick</source>
        <translation>una puerta mide al menos 1 casilla de ancho, y las paredes lo bastante cercanas, al menos 1 casilla de grosor</translation>
    </message>
    <message>
        <source>%1 rooms need at least %2 tiles with the walls between them, but a %3 x %4 map has %5 inside its border</source>
        <extracomment>%1 rooms, %2 tiles they need, %3 x %4 the map, %5 tiles inside its border.</extracomment>
        <translation>%1 salas necesitan al menos %2 casillas con las paredes entre ellas, pero un mapa de %3 x %4 tiene %5 dentro de su borde</translation>
    </message>
    <message>
        <source>the rooms still overlap after %1 separation steps (%2 pairs): %3 rooms need a larger map than %4 x %5</source>
        <translation>las salas aún se solapan tras %1 pasos de separación (%2 pares): %3 salas necesitan un mapa mayor que %4 x %5</translation>
    </message>
    <message>
        <source>the rooms are jammed against the border with %1 pairs overlapping: %2 rooms need a larger map than %3 x %4</source>
        <translation>las salas quedan atascadas contra el borde con %1 pares solapados: %2 salas necesitan un mapa mayor que %3 x %4</translation>
    </message>
    <message>
        <source>after %1 tries no joined room is large enough for the ghosts&apos; house (%2 x %3 tiles)</source>
        <translation>tras %1 intentos, ninguna sala unida es lo bastante grande para la casa de los fantasmas (%2 x %3 casillas)</translation>
    </message>
    <message>
        <source>Placing rooms</source>
        <translation>Colocación de salas</translation>
    </message>
    <message>
        <source>Separating</source>
        <translation>Separación</translation>
    </message>
    <message>
        <source>Snapping to the grid</source>
        <translation>Ajuste a la rejilla</translation>
    </message>
    <message>
        <source>Linking</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <source>Digging</source>
        <translation>Excavación</translation>
    </message>
    <message>
        <source>Making tiles</source>
        <translation>Creación de casillas</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Rooms of random sizes are put on the map, one a step</source>
        <translation>Se colocan en el mapa salas de tamaños al azar, una por paso</translation>
    </message>
    <message>
        <source>Rooms that overlap push each other away, as birds in a flock keep their distance</source>
        <translation>Las salas que se solapan se empujan entre sí, igual que las aves de una bandada mantienen sus distancias</translation>
    </message>
    <message>
        <source>Every room moves to the nearest whole tile</source>
        <translation>Cada sala se mueve a la casilla entera más cercana</translation>
    </message>
    <message>
        <source>A tree joins every room: each step adds one edge; a few edges more will make loops</source>
        <translation>Un árbol une todas las salas: cada paso añade una arista; unas pocas aristas más formarán ciclos</translation>
    </message>
    <message>
        <source>Corridors are dug one by one; rooms joined share a colour (a set of the union-find)</source>
        <translation>Los pasillos se excavan uno a uno; las salas unidas comparten color (un conjunto de union-find)</translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles; the ghosts&apos; house, the muncher and the food go in</source>
        <translation>Las salas y los pasillos se convierten en casillas; se colocan la casa de los fantasmas, el comilón y la comida</translation>
    </message>
    <message>
        <source>A playable level: use it as a level to edit and play it</source>
        <translation>Un nivel jugable: úsalo como nivel para editarlo y jugarlo</translation>
    </message>
    <message>
        <source>The dungeon cannot be made with these settings</source>
        <translation>No se puede crear la mazmorra con estos ajustes</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Dispersión</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>Vecinas</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Árbol</translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation>Túneles</translation>
    </message>
    <message>
        <source>step %1 · %2 rooms moving · %3 overlaps · %4 sets · %5 tree edges · %6 corridor tiles · try %7</source>
        <extracomment>The figures under an exported picture of the generator.</extracomment>
        <translation>paso %1 · %2 salas en movimiento · %3 solapamientos · %4 conjuntos · %5 aristas del árbol · %6 casillas de pasillo · intento %7</translation>
    </message>
    <message>
        <source>Room %1 finds no free place in %2 tries and is left out</source>
        <extracomment>%1 the room&apos;s number among those made; %2 places tried.</extracomment>
        <translation>La sala %1 no encuentra sitio libre en %2 intentos y se deja fuera</translation>
    </message>
    <message>
        <source>after %1 starts with new rooms, no set of rooms could be joined by tunnels</source>
        <translation>tras %1 comienzos con salas nuevas, ningún conjunto de salas pudo unirse con túneles</translation>
    </message>
    <message>
        <source>The rooms do not fit the map: room %1 is left out and the other %2 are pushed apart again</source>
        <extracomment>%1 the room left out, %2 the rooms that are pushed apart again without it.</extracomment>
        <translation>Las salas no caben en el mapa: la sala %1 se deja fuera y las otras %2 se separan de nuevo</translation>
    </message>
    <message>
        <source>A corridor of %3 tiles with a double jog joins rooms %1 and %2</source>
        <translation>Un pasillo de %3 casillas con doble quiebro une las salas %1 y %2</translation>
    </message>
    <message>
        <source>No straight or one-bend tunnel fits between rooms %1 and %2 (%3 tries in a row without a tunnel)</source>
        <translation>Ningún túnel recto o con un codo cabe entre las salas %1 y %2 (%3 intentos seguidos sin túnel)</translation>
    </message>
    <message>
        <source>%1 tries in a row found no tunnel and the rooms are still apart: start again with new rooms, try %2</source>
        <translation>%1 intentos seguidos no encontraron túnel y las salas siguen separadas: se empieza de nuevo con salas nuevas, intento %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::GoToLine</name>
    <message>
        <source>&amp;Go to Line and Column...</source>
        <translation>&amp;Ir a línea y columna...</translation>
    </message>
    <message>
        <source>Selects the tile at a line and column of the level&apos;s text, and shows the line</source>
        <translation>Selecciona la casilla en una línea y columna del texto del nivel y muestra la línea</translation>
    </message>
</context>
<context>
    <name>mazeworks::GoToLineDialog</name>
    <message>
        <source>Go to Line and Column</source>
        <translation>Ir a línea y columna</translation>
    </message>
    <message>
        <source>&amp;Line:column</source>
        <translation>&amp;Línea:columna</translation>
    </message>
    <message numerus="yes">
        <source>The level&apos;s text has %n line(s).</source>
        <translation>
            <numerusform>El texto del nivel tiene %n línea.</numerusform>
            <numerusform>El texto del nivel tiene %n líneas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>Write a line, or a line and a column, as numbers: 12 or 12:5.</source>
        <translation>Escriba una línea, o una línea y una columna, como números: 12 o 12:5.</translation>
    </message>
    <message>
        <source>There is no line %1: the text has lines 1 to %2.</source>
        <translation>No hay línea %1: el texto tiene las líneas 1 a %2.</translation>
    </message>
    <message>
        <source>Line %1 has no column %2: its columns are 1 to %3.</source>
        <translation>La línea %1 no tiene columna %2: sus columnas van de 1 a %3.</translation>
    </message>
</context>
<context>
    <name>mazeworks::Handout</name>
    <message>
        <source>%1 tiles settled, %2 in the open list</source>
        <translation>%1 casillas cerradas, %2 en la lista abierta</translation>
    </message>
    <message>
        <source>The way: %1 steps, cost %2</source>
        <translation>El camino: %1 pasos, coste %2</translation>
    </message>
    <message>
        <source>No way to the goal</source>
        <translation>No hay camino hasta la meta</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>Open list (%1)</source>
        <translation>Lista abierta (%1)</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Casilla</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>y %1 más</translation>
    </message>
    <message>
        <source>%1 rooms, %2 links, %3 corridors</source>
        <translation>%1 salas, %2 enlaces, %3 pasillos</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>Diapositiva %1 de %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>Step %1, the end</source>
        <translation>Paso %1, el final</translation>
    </message>
</context>
<context>
    <name>mazeworks::HelpActions</name>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Atajos de teclado...</translation>
    </message>
    <message>
        <source>&amp;About Mazeworks</source>
        <translation>Acerca &amp;de Mazeworks</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>Buscar una tecla o una acción</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>About Mazeworks</source>
        <translation>Acerca de Mazeworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mazeworks %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Mazeworks %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>A workshop for tile mazes and generated dungeons: paint a maze and see its mistakes at once, step through the searches and the dungeon generator in front of a class, play a level and let the computer pilot test it.</source>
        <translation>Un taller de laberintos de casillas y mazmorras generadas: pinta un laberinto y ve sus errores al momento, muestra paso a paso las búsquedas y el generador de mazmorras ante una clase, juega un nivel y deja que el piloto automático lo pruebe.</translation>
    </message>
    <message>
        <source>User &amp;Manual</source>
        <translation>&amp;Manual de usuario</translation>
    </message>
    <message>
        <source>User Manual</source>
        <translation>Manual de usuario</translation>
    </message>
    <message>
        <source>The user manual is not installed beside this copy of Mazeworks.</source>
        <translation>El manual de usuario no está instalado junto a esta copia de Mazeworks.</translation>
    </message>
    <message>
        <source>No program to show %1 could be started. Open it in a web browser.</source>
        <translation>No se pudo iniciar ningún programa para mostrar %1. Ábrelo en un navegador web.</translation>
    </message>
</context>
<context>
    <name>mazeworks::ImportReport</name>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>Imported from Tiled</source>
        <translation>Importado de Tiled</translation>
    </message>
    <message>
        <source>%1 becomes a level. Before it opens: what the map has that a maze has no place for, left out, and how the import decided where a rule had to choose.</source>
        <translation>%1 se convierte en un nivel. Antes de abrirse: lo que tiene el mapa y no cabe en un laberinto, que se deja fuera, y cómo decidió la importación donde una regla tenía que elegir.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>&amp;Open Level</source>
        <translation>&amp;Abrir el nivel</translation>
    </message>
    <message>
        <source>Left out and decided</source>
        <translation>Omitido y decidido</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyBindingsDialog</name>
    <message>
        <source>Keys of the Game</source>
        <translation>Teclas del juego</translation>
    </message>
    <message>
        <source>Click a box, then press the key that should steer the muncher that way.</source>
        <translation>Haz clic en un campo y luego pulsa la tecla que debe mover al comilón en esa dirección.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Way&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dirección&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tecla&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Otra tecla&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click, then press the key; Backspace leaves it empty</source>
        <translation>Haz clic y luego pulsa la tecla; Retroceso lo deja vacío</translation>
    </message>
    <message>
        <source>%1 steers both %2 and %3: give it to one way only.</source>
        <translation>%1 está asignada a dos direcciones (%2 y %3): asígnala a una sola.</translation>
    </message>
    <message>
        <source>Every way needs a key.</source>
        <translation>Cada dirección necesita una tecla.</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyField</name>
    <message>
        <source>Press a key...</source>
        <translation>Pulsa una tecla...</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyTable</name>
    <message>
        <source>%1 panel, and on the map</source>
        <translation>Panel %1, y en el mapa</translation>
    </message>
    <message>
        <source>%1 panel</source>
        <translation>Panel %1</translation>
    </message>
    <message>
        <source>the play view</source>
        <translation>la vista de juego</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>el mapa</translation>
    </message>
</context>
<context>
    <name>mazeworks::Ldtk</name>
    <message>
        <source>this is not JSON: %1</source>
        <extracomment>%1: what the JSON reader says is wrong.</extracomment>
        <translation>esto no es JSON: %1</translation>
    </message>
    <message>
        <source>an LDtk project is a JSON object, this is not one</source>
        <translation>un proyecto LDtk es un objeto JSON, esto no lo es</translation>
    </message>
    <message>
        <source>this is not an LDtk project: it has no &quot;jsonVersion&quot;</source>
        <translation>esto no es un proyecto LDtk: no tiene &quot;jsonVersion&quot;</translation>
    </message>
    <message>
        <source>the project was written by LDtk %1; projects of LDtk 1.0 and later are read: open it in a newer LDtk and save it</source>
        <extracomment>%1: the version the file says it is.</extracomment>
        <translation>el proyecto lo escribió LDtk %1; se leen los proyectos de LDtk 1.0 en adelante: ábralo en un LDtk más reciente y guárdelo</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not %3</source>
        <extracomment>%1: the name of a field of the file; %2: what it holds, as the file spells it; %3: what it should be.</extracomment>
        <translation>&quot;%1&quot;: %2 no es %3</translation>
    </message>
    <message>
        <source>the project has no level</source>
        <translation>el proyecto no tiene ningún nivel</translation>
    </message>
    <message>
        <source>the level&apos;s file %1 cannot be read: %2</source>
        <extracomment>%1: a file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>no se puede leer el archivo %1 del nivel: %2</translation>
    </message>
    <message>
        <source>%1 is not an LDtk level: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 no es un nivel de LDtk: %2</translation>
    </message>
    <message>
        <source>the level is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>el nivel tiene %1 x %2 casillas; un laberinto tiene de 1 a %3 casillas de ancho y de alto</translation>
    </message>
    <message>
        <source>&quot;__gridSize&quot;: %1 is not a size of a cell in pixels (1 to %2)</source>
        <translation>&quot;__gridSize&quot;: %1 no es un tamaño de celda en píxeles (de 1 a %2)</translation>
    </message>
    <message>
        <source>the level has no IntGrid layer shown, so nothing says where its walls are</source>
        <translation>el nivel no tiene ninguna capa IntGrid visible, así que nada dice dónde están sus muros</translation>
    </message>
    <message>
        <source>&quot;intGridCsv&quot; has %1 values, not the %4 of %2 x %3 cells</source>
        <extracomment>%1: the values the layer&apos;s data has; %2 x %3: the layer&apos;s size in cells; %4: its cells.</extracomment>
        <translation>&quot;intGridCsv&quot; tiene %1 valores, no los %4 de %2 x %3 celdas</translation>
    </message>
    <message>
        <source>the IntGrid layers hold more than %1 cells in all</source>
        <translation>las capas IntGrid contienen más de %1 celdas en total</translation>
    </message>
    <message>
        <source>value %1 &quot;%2&quot; is no kind of tile (%3 tiles): in LDtk, name the value wall, dot, energizer, floor, tunnel, door or house, or give its kind</source>
        <extracomment>%1: the value&apos;s number; %2: its identifier, or its number when it has none; %3: how many tiles of the level have it.</extracomment>
        <translation>el valor %1 &quot;%2&quot; no es ningún tipo de casilla (%3 casillas): en LDtk, llame al valor wall, dot, energizer, floor, tunnel, door o house, o indique su tipo</translation>
    </message>
    <message>
        <source>it lies at x %1, y %2, far outside any level</source>
        <extracomment>%1, %2: the entity&apos;s position in pixels.</extracomment>
        <translation>está en x %1, y %2, muy fuera de cualquier nivel</translation>
    </message>
    <message>
        <source>heading &quot;%1&quot; is not a direction (up, left, down, right)</source>
        <translation>la orientación &quot;%1&quot; no es una dirección (up, left, down, right)</translation>
    </message>
    <message>
        <source>it has no &quot;kind&quot; field (red, pink, cyan, orange)</source>
        <translation>no tiene campo &quot;kind&quot; (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <translation>kind &quot;%1&quot; no es un fantasma (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release %1 is not a number of seconds from 0 up</source>
        <translation>release %1 no es un número de segundos desde 0</translation>
    </message>
    <message>
        <source>release_dots %1 is not a count of dots from 0 up</source>
        <translation>release_dots %1 no es un número de puntos desde 0</translation>
    </message>
    <message>
        <source>corner %1 is not a point of the grid (a Point field)</source>
        <translation>corner %1 no es un punto de la cuadrícula (un campo Point)</translation>
    </message>
    <message>
        <source>a second %1 (the first is at column %2, row %3)</source>
        <extracomment>%1: what the entity is (muncher, ghost, corner, fruit); %2, %3: the column and row of the first.</extracomment>
        <translation>un segundo %1 (el primero está en la columna %2, fila %3)</translation>
    </message>
    <message>
        <source>a %1 layer holds pictures, not a maze&apos;s tiles, so it is left out</source>
        <extracomment>%1: Tiles, AutoLayer: LDtk&apos;s kinds of layers.</extracomment>
        <translation>una capa %1 contiene imágenes, no las casillas de un laberinto, así que se deja fuera</translation>
    </message>
    <message>
        <source>the tiles its rules draw are pictures and are left out; its values make the level</source>
        <translation>las casillas que dibujan sus reglas son imágenes y se dejan fuera; sus valores forman el nivel</translation>
    </message>
    <message>
        <source>the layer is hidden in LDtk, so it is left out</source>
        <translation>la capa está oculta en LDtk, así que se deja fuera</translation>
    </message>
    <message>
        <source>the layer is %1 x %2 cells, the level %3 x %4 tiles, so it is left out</source>
        <extracomment>%1 x %2: the layer&apos;s size in cells; %3 x %4: the level&apos;s in tiles.</extracomment>
        <translation>la capa tiene %1 x %2 celdas y el nivel %3 x %4 casillas, así que se deja fuera</translation>
    </message>
    <message>
        <source>it is no place of a maze (muncher, ghost, corner, fruit), so it is left out (%1 in the levels read)</source>
        <extracomment>%1: how many entities of the project have this identifier.</extracomment>
        <translation>no es ninguna posición de un laberinto (muncher, ghost, corner, fruit), así que se deja fuera (%1 en los niveles leídos)</translation>
    </message>
    <message>
        <source>the field means nothing to a maze, so it is left out</source>
        <translation>el campo no significa nada para un laberinto, así que se deja fuera</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters), so it is left out</source>
        <translation>&quot;%1&quot; no es una regla (pink-slip, red-astar, dot-counters), así que se deja fuera</translation>
    </message>
    <message>
        <source>value %1 is no weight from 1 to 9 (%2 cells): they weigh 1</source>
        <extracomment>%1: the value; %2: how many cells have it.</extracomment>
        <translation>el valor %1 no es un peso de 1 a 9 (%2 celdas): pesan 1</translation>
    </message>
    <message>
        <source>the IntGrid layers %1 are laid over one another, bottom first: each tile is the uppermost value there</source>
        <extracomment>%1: the layers&apos; identifiers, bottom first.</extracomment>
        <translation>las capas IntGrid %1 se superponen, la de abajo primero: cada casilla es el valor más alto en ese lugar</translation>
    </message>
    <message>
        <source>%1 values have the kinds given for them: %2</source>
        <extracomment>%1: how many values; %2: the values.</extracomment>
        <translation>%1 valores tienen los tipos indicados para ellos: %2</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... y %1 problemas más</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>level &quot;%1&quot;</source>
        <translation>nivel &quot;%1&quot;</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot;</source>
        <translation>capa &quot;%1&quot;</translation>
    </message>
    <message>
        <source>entity &quot;%1&quot;</source>
        <translation>entidad &quot;%1&quot;</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;</source>
        <translation>campo &quot;%1&quot;</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>columna %1, fila %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::LdtkReport</name>
    <message>
        <source>Opened from LDtk</source>
        <translation>Abierto desde LDtk</translation>
    </message>
    <message>
        <source>The levels of %1 open in tabs of their own. Before they do: what the project has that a maze has no place for, left out, and how the reading decided where a rule had to choose.</source>
        <translation>Los niveles de %1 se abren cada uno en su pestaña. Antes: lo que el proyecto tiene y que no cabe en un laberinto (se deja fuera), y cómo decidió la lectura donde una regla tuvo que elegir.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>&amp;Open Levels</source>
        <translation>&amp;Abrir los niveles</translation>
    </message>
    <message>
        <source>Left out and decided</source>
        <translation>Omitido y decidido</translation>
    </message>
</context>
<context>
    <name>mazeworks::LdtkValuesDialog</name>
    <message>
        <source>IntGrid Values Without a Kind</source>
        <translation>Valores IntGrid sin tipo</translation>
    </message>
    <message>
        <source>%1 paints its levels with IntGrid values whose identifiers do not say what they are in a maze. Choose a kind for each; it is remembered for the next project that uses a value of that name.</source>
        <translation>%1 pinta sus niveles con valores IntGrid cuyos identificadores no dicen qué son en un laberinto. Elija un tipo para cada uno; se recuerda para el próximo proyecto que use un valor con ese nombre.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Value %1 of the IntGrid layer &quot;%2&quot;; first at column %3, row %4 of the level &quot;%5&quot;</source>
        <translation>Valor %1 de la capa IntGrid &quot;%2&quot;; primero en la columna %3, fila %4 del nivel &quot;%5&quot;</translation>
    </message>
    <message>
        <source>Choose a kind</source>
        <translation>Elegir un tipo</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Every value has a kind.</source>
        <translation>Cada valor tiene un tipo.</translation>
    </message>
    <message>
        <source>Values still without a kind: %1.</source>
        <translation>Valores aún sin tipo: %1.</translation>
    </message>
    <message>
        <source>IntGrid values without a kind</source>
        <translation>Valores IntGrid sin tipo</translation>
    </message>
</context>
<context>
    <name>mazeworks::LessonDiagnostics</name>
    <message>
        <source>the line is not UTF-8 text</source>
        <translation>la línea no es texto UTF-8</translation>
    </message>
    <message>
        <source>a lesson starts with the line mazeworks-lesson 1</source>
        <translation>una lección empieza con la línea mazeworks-lesson 1</translation>
    </message>
    <message>
        <source>this is a lesson of version %1; this program reads version %2</source>
        <extracomment>%1: the version the file says it is; %2: the version this program reads.</extracomment>
        <translation>esta lección es de la versión %1; este programa lee la versión %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of a lesson</source>
        <extracomment>%1 is the first word of the line, as the user wrote it.</extracomment>
        <translation>«%1» no es una línea de una lección</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to a slide: put a slide line before it</source>
        <extracomment>%1 is a keyword of the file format: keep it in English.</extracomment>
        <translation>«%1» pertenece a una diapositiva: ponga una línea slide antes</translation>
    </message>
    <message>
        <source>the mazeworks-lesson line needs the version, 1</source>
        <translation>la línea mazeworks-lesson necesita la versión, 1</translation>
    </message>
    <message>
        <source>a title line needs words</source>
        <translation>una línea title necesita palabras</translation>
    </message>
    <message>
        <source>a slide line stands alone: put the slide&apos;s title on a title line</source>
        <translation>una línea slide va sola: ponga el título de la diapositiva en una línea title</translation>
    </message>
    <message>
        <source>a level line needs the name of a .maze file</source>
        <translation>una línea level necesita el nombre de un archivo .maze</translation>
    </message>
    <message>
        <source>a replay line needs the name of a replay file</source>
        <translation>una línea replay necesita el nombre de un archivo de repetición</translation>
    </message>
    <message>
        <source>a view line needs one view</source>
        <translation>una línea view necesita una vista</translation>
    </message>
    <message>
        <source>an algorithm line needs at least one search</source>
        <translation>una línea algorithm necesita al menos una búsqueda</translation>
    </message>
    <message>
        <source>a from line needs one tile, COL,ROW</source>
        <translation>una línea from necesita una casilla, COL,ROW</translation>
    </message>
    <message>
        <source>a to line needs at least one tile, COL,ROW</source>
        <translation>una línea to necesita al menos una casilla, COL,ROW</translation>
    </message>
    <message>
        <source>a directions line needs 4 or 8</source>
        <translation>una línea directions necesita 4 u 8</translation>
    </message>
    <message>
        <source>a heuristic line needs one heuristic</source>
        <translation>una línea heuristic necesita una heurística</translation>
    </message>
    <message>
        <source>a corners line needs one rule</source>
        <translation>una línea corners necesita una regla</translation>
    </message>
    <message>
        <source>a weight line needs one number</source>
        <translation>una línea weight necesita un número</translation>
    </message>
    <message>
        <source>a phase line needs one phase</source>
        <translation>una línea phase necesita una fase</translation>
    </message>
    <message>
        <source>a pilot line needs casual or expert</source>
        <translation>una línea pilot necesita casual o expert</translation>
    </message>
    <message>
        <source>a step line needs one number</source>
        <translation>una línea step necesita un número</translation>
    </message>
    <message>
        <source>a question line needs a step and what is asked</source>
        <translation>una línea question necesita un paso y lo que se pregunta</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <extracomment>%1 is an option of the generator, as --seed.</extracomment>
        <translation>%1 necesita un valor</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>«%1» no es un número</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile: write COL,ROW</source>
        <translation>«%1» no es una casilla: escriba COL,ROW</translation>
    </message>
    <message>
        <source>steps are counted from 0 to %1</source>
        <extracomment>%1: the largest step.</extracomment>
        <translation>los pasos se cuentan de 0 a %1</translation>
    </message>
    <message>
        <source>%1 is not a tile of any map: columns and rows count from 0 to %2</source>
        <extracomment>%1: the number written; %2: the largest column or row of any map.</extracomment>
        <translation>%1 no es una casilla de ningún mapa: columnas y filas van de 0 a %2</translation>
    </message>
    <message>
        <source>a weight is a number from 1 to 1000000</source>
        <translation>un peso es un número de 1 a 1000000</translation>
    </message>
    <message>
        <source>%1 takes a number from %2 to %3</source>
        <extracomment>%1: an option of the generator, as --rooms; %2, %3: its smallest and largest value.</extracomment>
        <translation>%1 admite un número de %2 a %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a view (search, distance, flow, race, generator, play, replay)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>«%1» no es una vista (search, distance, flow, race, generator, play, replay)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a search (bfs, dijkstra, astar, bestfirst, bidirectional, jps, jps+, jps2, jps2+, subgoal)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>«%1» no es una búsqueda (bfs, dijkstra, astar, bestfirst, bidirectional, jps, jps+, jps2, jps2+, subgoal)</translation>
    </message>
    <message>
        <source>auto chooses a search by the clock: a lesson names the search to watch</source>
        <translation>auto elige una búsqueda según el tiempo medido: una lección nombra la búsqueda que se va a observar</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a heuristic (manhattan, euclidean, octile, chebyshev, none)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>«%1» no es una heurística (manhattan, euclidean, octile, chebyshev, none)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a phase of the generator (placing, separating, snapping, linking, digging, rasterising, finished)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>«%1» no es una fase del generador (placing, separating, snapping, linking, digging, rasterising, finished)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a question (next-settled, next-pair, next-merge, next-room)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>«%1» no es una pregunta (next-settled, next-pair, next-merge, next-room)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <extracomment>%1: the word written; %2: the words the line takes, keywords of the file format.</extracomment>
        <translation>«%1» no es uno de %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an option of a dungeon (--seed, --rooms, --width, --height, --placement, --connect, --tree, --corridors, --neighbours, --loops)</source>
        <extracomment>The words in brackets are options of the generator: keep them in English.</extracomment>
        <translation>«%1» no es una opción de mazmorra (--seed, --rooms, --width, --height, --placement, --connect, --tree, --corridors, --neighbours, --loops)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code (two or three small letters, as de, fr, es)</source>
        <translation>«%1» no es un código de idioma (dos o tres minúsculas, como de, fr, es)</translation>
    </message>
    <message>
        <source>a control character (%1) in the text</source>
        <extracomment>%1: the character, written as 	, <byte value="xd"/> or <byte value="x0"/>NN.</extracomment>
        <translation>un carácter de control (%1) en el texto</translation>
    </message>
    <message>
        <source>%1 is not named from the lesson&apos;s folder: name it relative to the lesson</source>
        <extracomment>%1: the name of a file.</extracomment>
        <translation>%1 no se nombra desde la carpeta de la lección: nómbrelo en relación con la lección</translation>
    </message>
    <message>
        <source>a second mazeworks-lesson line</source>
        <translation>una segunda línea mazeworks-lesson</translation>
    </message>
    <message>
        <source>a second %1 line</source>
        <extracomment>%1: the keyword, as title or caption[de]: keep it in English.</extracomment>
        <translation>una segunda línea %1</translation>
    </message>
    <message>
        <source>a slide has one level: a second level or dungeon line</source>
        <translation>una diapositiva tiene un solo nivel: una segunda línea level o dungeon</translation>
    </message>
    <message>
        <source>a second question at step %1</source>
        <extracomment>%1: the step.</extracomment>
        <translation>una segunda pregunta en el paso %1</translation>
    </message>
    <message>
        <source>a second %1</source>
        <extracomment>%1: an option of the generator, as --seed.</extracomment>
        <translation>un segundo %1</translation>
    </message>
    <message>
        <source>the lesson has no title line</source>
        <translation>la lección no tiene línea title</translation>
    </message>
    <message>
        <source>a lesson needs at least one slide</source>
        <translation>una lección necesita al menos una diapositiva</translation>
    </message>
    <message>
        <source>the slide has no view line</source>
        <translation>la diapositiva no tiene línea view</translation>
    </message>
    <message>
        <source>the slide has no level: a level or a dungeon line</source>
        <translation>la diapositiva no tiene nivel: falta una línea level o dungeon</translation>
    </message>
    <message>
        <source>a %1 slide needs a from line, its start</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>una diapositiva %1 necesita una línea from, su inicio</translation>
    </message>
    <message>
        <source>a %1 slide needs a to line, its goal</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>una diapositiva %1 necesita una línea to, su meta</translation>
    </message>
    <message>
        <source>a replay slide needs a replay line naming its file</source>
        <translation>una diapositiva replay necesita una línea replay que nombre su archivo</translation>
    </message>
    <message>
        <source>a race needs an algorithm line naming its searches</source>
        <translation>una carrera necesita una línea algorithm que nombre sus búsquedas</translation>
    </message>
    <message>
        <source>a search slide watches one search: put several in a race</source>
        <translation>una diapositiva search muestra una sola búsqueda: ponga varias en una carrera (race)</translation>
    </message>
    <message>
        <source>a race needs two searches or more</source>
        <translation>una carrera necesita dos búsquedas o más</translation>
    </message>
    <message>
        <source>a %1 slide has one goal</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>una diapositiva %1 tiene una sola meta</translation>
    </message>
    <message>
        <source>%1 is not a setting of a %2 slide</source>
        <extracomment>%1: the keyword; %2: the view; both keywords of the file format.</extracomment>
        <translation>%1 no es un ajuste de una diapositiva %2</translation>
    </message>
    <message>
        <source>a replay brings its own level: a replay slide has no level or dungeon line</source>
        <translation>una repetición trae su propio nivel: una diapositiva replay no tiene línea level ni dungeon</translation>
    </message>
    <message>
        <source>the generator makes its own level: a generator slide takes a dungeon line, not a level file</source>
        <translation>el generador crea su propio nivel: una diapositiva generator admite una línea dungeon, no un archivo de nivel</translation>
    </message>
    <message>
        <source>a flow field is made by bfs or dijkstra, not %1</source>
        <extracomment>%1: a search, a keyword of the file format.</extracomment>
        <translation>un campo de flujo se hace con bfs o dijkstra, no con %1</translation>
    </message>
    <message>
        <source>%1 is not a question of a %2 slide</source>
        <extracomment>%1: the question; %2: the view; both keywords of the file format.</extracomment>
        <translation>%1 no es una pregunta de una diapositiva %2</translation>
    </message>
    <message>
        <source>a weight goes with astar alone (weighted A*)</source>
        <translation>un peso solo va con astar (A* ponderado)</translation>
    </message>
    <message>
        <source>%1 makes no guess: a heuristic goes with astar, bestfirst, bidirectional and the jump point searches</source>
        <extracomment>%1: a search, a keyword of the file format.</extracomment>
        <translation>%1 no estima: una heurística va con astar, bestfirst, bidirectional y las búsquedas por puntos de salto</translation>
    </message>
    <message>
        <source>next-pair asks about Prim&apos;s tree: the dungeon needs --connect tree</source>
        <translation>next-pair pregunta por el árbol de Prim: la mazmorra necesita --connect tree</translation>
    </message>
    <message>
        <source>the question at step %1 comes before the slide opens, at step %2</source>
        <extracomment>%1: the question&apos;s step; %2: the step the slide opens at.</extracomment>
        <translation>la pregunta del paso %1 llega antes de que la diapositiva se abra, en el paso %2</translation>
    </message>
    <message>
        <source>Prim&apos;s tree grows in the linking phase, before the slide opens in the %1 phase</source>
        <extracomment>%1: the phase the slide opens at, a keyword of the file format.</extracomment>
        <translation>el árbol de Prim crece en la fase linking, antes de que la diapositiva se abra en la fase %1</translation>
    </message>
    <message>
        <source>the replay has %1 steps: step %2 is after its end</source>
        <extracomment>%1: the steps of the replay; %2: the step asked for.</extracomment>
        <translation>la repetición tiene %1 pasos: el paso %2 está después de su final</translation>
    </message>
    <message>
        <source>step %1 is never reached: %2 has %3 open tiles, and a search settles one a step</source>
        <extracomment>%1: the step; %2: the level&apos;s file; %3: its open tiles.</extracomment>
        <translation>el paso %1 nunca se alcanza: %2 tiene %3 casillas abiertas, y una búsqueda fija una por paso</translation>
    </message>
    <message>
        <source>after step %1 no tile is left to settle: %2 has %3 open tiles, and a search settles one a step</source>
        <extracomment>%1: the step; %2: the level&apos;s file; %3: its open tiles.</extracomment>
        <translation>después del paso %1 no queda ninguna casilla por fijar: %2 tiene %3 casillas abiertas, y una búsqueda fija una por paso</translation>
    </message>
    <message>
        <source>this dungeon cannot be made: %1</source>
        <extracomment>%1: why, in English as the generator says it.</extracomment>
        <translation>esta mazmorra no se puede crear: %1</translation>
    </message>
    <message>
        <source>the level %1 cannot be read: %2</source>
        <extracomment>%1: the file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>el nivel %1 no se puede leer: %2</translation>
    </message>
    <message>
        <source>the level %1 has errors (listed under its own name)</source>
        <extracomment>%1: the file&apos;s name.</extracomment>
        <translation>el nivel %1 tiene errores (listados con su propio nombre)</translation>
    </message>
    <message>
        <source>the replay %1 cannot be read: %2</source>
        <extracomment>%1: the file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>la repetición %1 no se puede leer: %2</translation>
    </message>
    <message>
        <source>the replay %1 has errors (listed under its own name)</source>
        <extracomment>%1: the file&apos;s name.</extracomment>
        <translation>la repetición %1 tiene errores (listados con su propio nombre)</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: jump point search needs every tile to cost the same, and this level has weights</source>
        <extracomment>%1: a jump point search, a keyword of the file format; %2: the level&apos;s file.</extracomment>
        <translation>%1 se ejecuta como A* en %2: la búsqueda por puntos de salto necesita que cada casilla cueste lo mismo, y este nivel tiene pesos</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: its rim is open, so steps wrap over the edges, which jump point search cannot follow</source>
        <extracomment>%1: a jump point search, a keyword of the file format; %2: the level&apos;s file.</extracomment>
        <translation>%1 se ejecuta como A* en %2: su borde está abierto, así que los pasos cruzan los bordes, y la búsqueda por puntos de salto no puede seguirlos</translation>
    </message>
    <message>
        <source>(%1, %2) is a wall of %3, not an open tile</source>
        <extracomment>%1, %2: the column and the row; %3: the level&apos;s file.</extracomment>
        <translation>(%1, %2) es una pared de %3, no una casilla abierta</translation>
    </message>
    <message>
        <source>(%1, %2) lies outside %3, a map of %4 x %5 tiles</source>
        <extracomment>%1, %2: the column and the row; %3: the level&apos;s file; %4 x %5: its width and height in tiles.</extracomment>
        <translation>(%1, %2) está fuera de %3, un mapa de %4 x %5 casillas</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: the subgoal graph needs every tile to cost the same, and this level has weights</source>
        <extracomment>%1: the file format&apos;s keyword for the search over a subgoal graph; %2: the level&apos;s file.</extracomment>
        <translation>%1 se ejecuta como A* en %2: el grafo de subobjetivos necesita que cada casilla cueste lo mismo, y este nivel tiene pesos</translation>
    </message>
    <message>
        <source>%1 runs as A* on this slide: with 8 directions it needs diagonal steps that never pass a wall, and the slide&apos;s corners are %2</source>
        <extracomment>%1: a search&apos;s keyword in the file format; %2: the corner rule&apos;s keyword (one-obstacle or always).</extracomment>
        <translation>%1 se ejecuta como A* en esta diapositiva: con 8 direcciones la búsqueda necesita pasos en diagonal que nunca pasen junto a un muro, y las esquinas de la diapositiva son %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>&amp;New Lesson</source>
        <translation>&amp;Nueva lección</translation>
    </message>
    <message>
        <source>Starts an empty lesson</source>
        <translation>Empieza una lección vacía</translation>
    </message>
    <message>
        <source>&amp;Open Lesson...</source>
        <translation>&amp;Abrir lección...</translation>
    </message>
    <message>
        <source>Opens a lesson file</source>
        <translation>Abre un archivo de lección</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Abrir lección</translation>
    </message>
    <message>
        <source>Lessons (*.lesson);;All files (*)</source>
        <translation>Lecciones (*.lesson);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Save Lesson</source>
        <translation>&amp;Guardar lección</translation>
    </message>
    <message>
        <source>Saves the lesson to its file</source>
        <translation>Guarda la lección en su archivo</translation>
    </message>
    <message>
        <source>Save Lesson &amp;As...</source>
        <translation>Guardar lección &amp;como...</translation>
    </message>
    <message>
        <source>Saves the lesson to another file</source>
        <translation>Guarda la lección en otro archivo</translation>
    </message>
    <message>
        <source>&amp;Previous Slide</source>
        <translation>Diapositiva an&amp;terior</translation>
    </message>
    <message>
        <source>Shows the slide before</source>
        <translation>Muestra la diapositiva anterior</translation>
    </message>
    <message>
        <source>Ne&amp;xt Slide</source>
        <translation>Diapositiva &amp;siguiente</translation>
    </message>
    <message>
        <source>Shows the next slide</source>
        <translation>Muestra la diapositiva siguiente</translation>
    </message>
    <message>
        <source>P&amp;resent Slide</source>
        <translation>&amp;Presentar diapositiva</translation>
    </message>
    <message>
        <source>Shows the slide full screen, with its caption</source>
        <translation>Muestra la diapositiva a pantalla completa, con su texto</translation>
    </message>
    <message>
        <source>Add This &amp;View</source>
        <translation>Añadir esta &amp;vista</translation>
    </message>
    <message>
        <source>Adds the view that has the attention as a slide after this one</source>
        <translation>Añade la vista activa como diapositiva después de esta</translation>
    </message>
    <message>
        <source>&amp;Export Handout...</source>
        <translation>&amp;Exportar folleto...</translation>
    </message>
    <message>
        <source>Writes the lesson as a PDF handout, a page a slide</source>
        <translation>Escribe la lección como folleto PDF, una página por diapositiva</translation>
    </message>
    <message>
        <source>No lesson is open. Lesson &gt; Open Lesson opens one; Lesson &gt; New Lesson starts one, and Add This View adds what the editor shows to it as a slide.</source>
        <translation>No hay ninguna lección abierta. Lección &gt; Abrir lección abre una; Lección &gt; Nueva lección empieza una, y Añadir esta vista le añade lo que muestra el editor como diapositiva.</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>Diapositivas</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Slide %1</source>
        <translation>Diapositiva %1</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read.</source>
        <translation>No se puede leer la lección %1.</translation>
    </message>
    <message>
        <source>The lesson has problems: fix them in its file and open it again.</source>
        <translation>La lección tiene problemas: corríjalos en su archivo y vuelva a abrirla.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 abierto.</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Nueva lección</translation>
    </message>
    <message>
        <source>Show a search, a distance map, a flow field or a dungeon, then Add This View.</source>
        <translation>Muestre una búsqueda, un mapa de distancias, un campo de flujo o una mazmorra, y luego Añadir esta vista.</translation>
    </message>
    <message>
        <source>Lesson (not saved)</source>
        <translation>Lección (sin guardar)</translation>
    </message>
    <message>
        <source>%1 (not saved)</source>
        <translation>%1 (sin guardar)</translation>
    </message>
    <message numerus="yes">
        <source>The lesson has %Ln problem, listed in the Diagnostics panel.</source>
        <translation>
            <numerusform>La lección tiene %Ln problema, listado en el panel Diagnósticos.</numerusform>
            <numerusform>La lección tiene %Ln problemas, listados en el panel Diagnósticos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lesson has %Ln problems, listed in the Diagnostics panel.</source>
        <translation>
            <numerusform>La lección tiene %Ln problema, listado en el panel Diagnósticos.</numerusform>
            <numerusform>La lección tiene %Ln problemas, listados en el panel Diagnósticos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slides yet.</source>
        <translation>Aún no hay diapositivas.</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>Diapositiva %1 de %2</translation>
    </message>
    <message>
        <source>the tile the search settles next</source>
        <translation>la casilla que la búsqueda fija a continuación</translation>
    </message>
    <message>
        <source>the pair Prim&apos;s tree joins next</source>
        <translation>el par que el árbol de Prim une a continuación</translation>
    </message>
    <message>
        <source>the two sets union-find merges next</source>
        <translation>los dos conjuntos que union-find fusiona a continuación</translation>
    </message>
    <message>
        <source>the room the explorer visits next</source>
        <translation>la sala que el explorador visita a continuación</translation>
    </message>
    <message>
        <source>Predict at step %1: %2</source>
        <translation>Predecir en el paso %1: %2</translation>
    </message>
    <message>
        <source>Add This View</source>
        <translation>Añadir esta vista</translation>
    </message>
    <message>
        <source>Choose where the lesson is kept first: its slides name their levels relative to its folder.</source>
        <translation>Elija primero dónde guardar la lección: sus diapositivas nombran sus niveles respecto a su carpeta.</translation>
    </message>
    <message>
        <source>%1 Save the level now?</source>
        <translation>%1 ¿Guardar el nivel ahora?</translation>
    </message>
    <message>
        <source>The view is slide %1 now: give it a caption in the lesson&apos;s file.</source>
        <translation>La vista es ahora la diapositiva %1: dele un texto en el archivo de la lección.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>The lesson could not be written to %1: %2</source>
        <translation>No se pudo escribir la lección en %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 guardado.</translation>
    </message>
    <message>
        <source>lesson.lesson</source>
        <translation>leccion.lesson</translation>
    </message>
    <message>
        <source>Save Lesson As</source>
        <translation>Guardar lección como</translation>
    </message>
    <message>
        <source>Lessons (*.lesson)</source>
        <translation>Lecciones (*.lesson)</translation>
    </message>
    <message>
        <source>Unsaved Lesson</source>
        <translation>Lección sin guardar</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has changes that are not saved.</source>
        <translation>La lección «%1» tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Save them before it closes?</source>
        <translation>¿Guardarlos antes de cerrarla?</translation>
    </message>
    <message>
        <source>handout.pdf</source>
        <translation>folleto.pdf</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Exportar folleto</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the handout...</source>
        <translation>Escribiendo el folleto...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The handout was not written.</source>
        <translation>El folleto no se escribió.</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>The handout could not be written: %1</source>
        <translation>No se pudo escribir el folleto: %1</translation>
    </message>
    <message>
        <source>The handout is in %1.</source>
        <translation>El folleto está en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: and %Ln more problem</source>
        <translation>
            <numerusform>%1: y %Ln problema más</numerusform>
            <numerusform>%1: y %Ln problemas más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: and %Ln more problems</source>
        <translation>
            <numerusform>%1: y %Ln problema más</numerusform>
            <numerusform>%1: y %Ln problemas más</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;move Slide</source>
        <translation>&amp;Quitar diapositiva</translation>
    </message>
    <message>
        <source>Takes the current slide out of the lesson</source>
        <translation>Quita la diapositiva actual de la lección</translation>
    </message>
    <message>
        <source>Move Slide Ear&amp;lier</source>
        <translation>S&amp;ubir diapositiva</translation>
    </message>
    <message>
        <source>Moves the current slide one place earlier</source>
        <translation>Adelanta la diapositiva actual un puesto</translation>
    </message>
    <message>
        <source>Move Slide La&amp;ter</source>
        <translation>Ba&amp;jar diapositiva</translation>
    </message>
    <message>
        <source>Moves the current slide one place later</source>
        <translation>Retrasa la diapositiva actual un puesto</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Remove Slide %1</source>
        <translation>Quitar la diapositiva %1</translation>
    </message>
    <message>
        <source>Slide %1 is out of the lesson: Undo puts it back.</source>
        <translation>La diapositiva %1 ya no está en la lección: Deshacer la devuelve.</translation>
    </message>
    <message>
        <source>Move Slide %1 to %2</source>
        <translation>Mover la diapositiva %1 a la posición %2</translation>
    </message>
    <message>
        <source>Add Slide %1</source>
        <translation>Añadir la diapositiva %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>Re&amp;do %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::LevelPropertiesDialog</name>
    <message>
        <source>Level Properties</source>
        <translation>Propiedades del nivel</translation>
    </message>
    <message>
        <source>The title of the level; it cannot hold &apos;#&apos;, which starts a comment in the file.</source>
        <translation>El título del nivel; no puede contener «#», que inicia un comentario en el archivo.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>&amp;Pink&apos;s slip</source>
        <translation>&amp;Desliz del rosa</translation>
    </message>
    <message>
        <source>Red hunts by &amp;A*</source>
        <translation>El rojo caza con &amp;A*</translation>
    </message>
    <message>
        <source>&amp;Dot counters</source>
        <translation>Contadores de &amp;bolitas</translation>
    </message>
    <message>
        <source>When the muncher faces up, the pink ghost aims four tiles up and four to the left of it, as the arcade&apos;s did.</source>
        <translation>Cuando el comilón mira hacia arriba, el fantasma rosa apunta cuatro casillas por encima y cuatro a la izquierda, como en la máquina recreativa.</translation>
    </message>
    <message>
        <source>The red ghost follows the A* way to the muncher at every crossing instead of the greedy choice.</source>
        <translation>El fantasma rojo sigue el camino A* hasta el comilón en cada cruce en lugar de la elección voraz.</translation>
    </message>
    <message>
        <source>Ghosts leave the house by dots eaten, one at a time, and the next leaves whenever the muncher has eaten nothing for 4 seconds; release times are ignored.</source>
        <translation>Los fantasmas salen de la casa según las bolitas comidas, de uno en uno, y el siguiente sale en cuanto el comilón lleva 4 segundos sin comer nada; los tiempos de salida se ignoran.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> dots</source>
        <translation> bolitas</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The level&apos;s release lines stay in the file, ignored while dot counters are on: Diagnostics warns of each.</source>
        <translation>Las líneas «release» del nivel se quedan en el archivo, ignoradas mientras los contadores de bolitas estén activos: los diagnósticos avisan de cada una.</translation>
    </message>
    <message>
        <source>Leaving the house: dots eaten</source>
        <translation>Salida de la casa: por bolitas comidas</translation>
    </message>
    <message>
        <source>Leaving the house: seconds</source>
        <translation>Salida de la casa: en segundos</translation>
    </message>
</context>
<context>
    <name>mazeworks::MainWindow</name>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalizar</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Mostrar re&amp;jilla</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>the muncher&apos;s start</source>
        <translation>posición inicial del comilón</translation>
    </message>
    <message>
        <source>start of the %1</source>
        <translation>posición inicial del %1</translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation>la fruta</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1 - Mazeworks</source>
        <translation>%1 - Mazeworks</translation>
    </message>
    <message>
        <source>Mazeworks</source>
        <translation>Mazeworks</translation>
    </message>
    <message>
        <source>Open the Classic &amp;Maze</source>
        <translation>Abrir el laberinto c&amp;lásico</translation>
    </message>
    <message>
        <source>Nor&amp;mal Size</source>
        <translation>Tamaño &amp;normal</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Restablecer la &amp;disposición</translation>
    </message>
    <message>
        <source>Puts every panel back where the editor first put it</source>
        <translation>Devuelve cada panel al lugar donde el editor lo puso al principio</translation>
    </message>
    <message>
        <source>The panels are back where the editor first put them.</source>
        <translation>Los paneles vuelven a estar donde el editor los puso al principio.</translation>
    </message>
    <message>
        <source>Cursor at column %1, row %2: %3</source>
        <translation>Cursor en la columna %1, fila %2: %3</translation>
    </message>
    <message>
        <source>%1; %2 × %3 tiles selected</source>
        <translation>%1; %2 × %3 casillas seleccionadas</translation>
    </message>
    <message>
        <source>Open levels</source>
        <translation>Niveles abiertos</translation>
    </message>
    <message>
        <source>Foc&amp;us the Map</source>
        <translation>Enfocar el &amp;mapa</translation>
    </message>
    <message>
        <source>Gives the keys to the map: the arrows move its cell cursor, Space or Enter applies the tool there</source>
        <translation>Da el teclado al mapa: las flechas mueven su cursor, Espacio o Intro aplica allí la herramienta</translation>
    </message>
    <message>
        <source>Panels in this place</source>
        <translation>Paneles en este lugar</translation>
    </message>
    <message>
        <source>Map of %1</source>
        <translation>Mapa de %1</translation>
    </message>
    <message>
        <source>The level&apos;s tiles, a cell a tile; the tools paint on it</source>
        <translation>Las casillas del nivel, una celda por casilla; las herramientas pintan en él</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lección</translation>
    </message>
</context>
<context>
    <name>mazeworks::MapView</name>
    <message>
        <source>The rows of this level do not form a map yet.
See the diagnostics, or edit the source.</source>
        <translation>Las filas de este nivel aún no forman un mapa.
Consulta los diagnósticos o edita el código fuente.</translation>
    </message>
    <message>
        <source>The map cannot be edited until its rows are right: correct the marked tiles in the Source panel.</source>
        <translation>El mapa no se puede editar hasta que sus filas sean correctas: corrija las casillas marcadas en el panel Código fuente.</translation>
    </message>
    <message>
        <source>Move the Cursor</source>
        <translation>Mover el cursor</translation>
    </message>
    <message>
        <source>Cursor to the End of Equal Tiles</source>
        <translation>Cursor al final de las casillas iguales</translation>
    </message>
    <message>
        <source>Cursor to the Start or End of the Row</source>
        <translation>Cursor al principio o al final de la fila</translation>
    </message>
    <message>
        <source>Cursor to the Start or End of the Map</source>
        <translation>Cursor al principio o al final del mapa</translation>
    </message>
    <message>
        <source>Cursor a Screen Up or Down</source>
        <translation>Cursor una pantalla arriba o abajo</translation>
    </message>
    <message>
        <source>Select a Rectangle</source>
        <translation>Seleccionar un rectángulo</translation>
    </message>
    <message>
        <source>Apply the Tool at the Cursor</source>
        <translation>Aplicar la herramienta en el cursor</translation>
    </message>
    <message>
        <source>Pick the Goal at the Cursor</source>
        <translation>Elegir la meta en el cursor</translation>
    </message>
    <message>
        <source>Clear the Selection</source>
        <translation>Quitar la selección</translation>
    </message>
</context>
<context>
    <name>mazeworks::NewMapDialog</name>
    <message>
        <source>New Map</source>
        <translation>Nuevo mapa</translation>
    </message>
    <message>
        <source> tiles</source>
        <translation> casillas</translation>
    </message>
    <message>
        <source>An empty arena with a wall border</source>
        <translation>Un recinto vacío con borde de pared</translation>
    </message>
    <message>
        <source>Walls everywhere (carve the corridors)</source>
        <translation>Paredes por todas partes (excava los pasillos)</translation>
    </message>
    <message>
        <source>Floor everywhere</source>
        <translation>Suelo por todas partes</translation>
    </message>
    <message>
        <source>Dots everywhere</source>
        <translation>Bolitas por todas partes</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcional</translation>
    </message>
    <message>
        <source>&amp;Width × height:</source>
        <translation>&amp;Ancho × alto:</translation>
    </message>
    <message>
        <source>&amp;Fill:</source>
        <translation>&amp;Relleno:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>%1 tiles. Then place the muncher, the ghosts and the fruit with the place tools; the diagnostics say what is still missing.</source>
        <translation>%1 casillas. Después coloca al comilón, los fantasmas y la fruta con las herramientas de colocación; los diagnósticos indican lo que aún falta.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Alto</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayDock</name>
    <message>
        <source>Overlays</source>
        <translation>Superposiciones</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>&amp;No Overlay</source>
        <translation>&amp;Sin superposición</translation>
    </message>
    <message>
        <source>&amp;Distance Map</source>
        <translation>&amp;Mapa de distancias</translation>
    </message>
    <message>
        <source>Path &amp;Search</source>
        <translation>&amp;Búsqueda de camino</translation>
    </message>
    <message>
        <source>Pic&amp;k Start and Goal</source>
        <translation>&amp;Elegir inicio y meta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pick Start and Goal&lt;/b&gt; (O)&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Elegir inicio y meta&lt;/b&gt; (O)&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>Distance map</source>
        <translation>Mapa de distancias</translation>
    </message>
    <message>
        <source>Path search</source>
        <translation>Búsqueda de camino</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Set the goal on a place of the level</source>
        <translation>Pon la meta en una posición del nivel</translation>
    </message>
    <message>
        <source>Set the start on a place of the level</source>
        <translation>Pon el inicio en una posición del nivel</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Inicio:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Meta:</translation>
    </message>
    <message>
        <source>Step by Step</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <source>From one tile a second to as fast as the screen draws</source>
        <translation>De una casilla por segundo a lo más rápido que pueda dibujar la pantalla</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 por segundo</translation>
    </message>
    <message>
        <source>The muncher&apos;s start</source>
        <translation>Posición inicial del comilón</translation>
    </message>
    <message>
        <source>Start of the %1</source>
        <translation>Posición inicial del %1</translation>
    </message>
    <message>
        <source>The fruit</source>
        <translation>La fruta</translation>
    </message>
    <message>
        <source>The doorstep of the ghosts&apos; house</source>
        <translation>La entrada de la casa de los fantasmas</translation>
    </message>
    <message>
        <source>This level has no places yet</source>
        <translation>Este nivel aún no tiene posiciones</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Pausa la búsqueda</translation>
    </message>
    <message>
        <source>Play the search step by step</source>
        <translation>Reproduce la búsqueda paso a paso</translation>
    </message>
    <message>
        <source>Back to the beginning: only the start reached</source>
        <translation>Vuelve al principio: solo se ha alcanzado el inicio</translation>
    </message>
    <message>
        <source>Single S&amp;tep</source>
        <translation>&amp;Avanzar un paso</translation>
    </message>
    <message>
        <source>Settle one more tile</source>
        <translation>Cierra una casilla más</translation>
    </message>
    <message>
        <source>Jump to the end of the search</source>
        <translation>Salta al final de la búsqueda (Control+F10)</translation>
    </message>
    <message>
        <source>Picking the search&apos;s tiles: click a tile for the start, right-click (or Shift+click) one for the goal. Esc ends.</source>
        <translation>Elegir las casillas de la búsqueda: clic en una casilla para el inicio, clic derecho (o Mayús+clic) para la meta. Esc termina.</translation>
    </message>
    <message>
        <source>Flo&amp;w Field</source>
        <translation>Campo de &amp;flujo</translation>
    </message>
    <message>
        <source>Search &amp;Code</source>
        <translation>&amp;Código de la búsqueda</translation>
    </message>
    <message>
        <source>Race Searc&amp;hes...</source>
        <translation>Carrera de búsq&amp;uedas...</translation>
    </message>
    <message>
        <source>Export Overlay Pictur&amp;e...</source>
        <translation>Exportar &amp;imagen de la superposición...</translation>
    </message>
    <message>
        <source>The overlay as it is now, as a PNG picture for a slide</source>
        <translation>La superposición tal como está, como imagen PNG para una diapositiva</translation>
    </message>
    <message>
        <source>Export the Search as Fra&amp;mes...</source>
        <translation>E&amp;xportar la búsqueda como fotogramas...</translation>
    </message>
    <message>
        <source>Every step of the search, from the first, as numbered PNG pictures</source>
        <translation>Cada paso de la búsqueda, desde el primero, como imágenes PNG numeradas</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Flow field</source>
        <translation>Campo de flujo</translation>
    </message>
    <message>
        <source>Only the start</source>
        <translation>Solo el inicio</translation>
    </message>
    <message>
        <source>Take the goals away: the flow field leads to the start alone</source>
        <translation>Quitar las metas: el campo de flujo lleva solo al inicio</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>En clase</translation>
    </message>
    <message>
        <source>Picking the flow field&apos;s goals: click a tile to add a goal or take it away, right-click it to make it the only goal. Esc ends.</source>
        <translation>Eligiendo las metas del campo de flujo: haz clic en una casilla para añadir o quitar una meta, clic derecho para que sea la única meta. Esc termina.</translation>
    </message>
    <message>
        <source>Goals:</source>
        <translation>Metas:</translation>
    </message>
    <message>
        <source>Add a place of the level to the goals, or take it away</source>
        <translation>Añadir una posición del nivel a las metas, o quitarla</translation>
    </message>
    <message>
        <source>Export Overlay Picture</source>
        <translation>Exportar imagen de la superposición</translation>
    </message>
    <message>
        <source>%1 overlay.png</source>
        <translation>%1 superposición.png</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>The picture is in %1.</source>
        <translation>La imagen está en %1.</translation>
    </message>
    <message>
        <source>An export of frames is already under way.</source>
        <translation>Ya hay una exportación de fotogramas en curso.</translation>
    </message>
    <message>
        <source>%1 from %2 to %3, from its first step: %4 steps.</source>
        <translation>%1 de %2 a %3, desde su primer paso: %4 pasos.</translation>
    </message>
    <message>
        <source>Export the Search as Frames</source>
        <translation>Exportar la búsqueda como fotogramas</translation>
    </message>
    <message>
        <source>Writing the frames of %1...</source>
        <translation>Escribiendo los fotogramas de %1...</translation>
    </message>
    <message>
        <source>&lt;b&gt;Search Code&lt;/b&gt; (%1)&lt;br&gt;The pseudocode of the search, the line of the last step, and the open list</source>
        <translation>&lt;b&gt;Código de la búsqueda&lt;/b&gt; (%1)&lt;br&gt;El pseudocódigo de la búsqueda, la línea del último paso y la lista abierta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Race Searches&lt;/b&gt; (%1)&lt;br&gt;Two to four searches side by side between the start and the goal, stepping together</source>
        <translation>&lt;b&gt;Carrera de búsquedas&lt;/b&gt; (%1)&lt;br&gt;De dos a cuatro búsquedas lado a lado entre el inicio y la meta, que avanzan juntas</translation>
    </message>
    <message>
        <source>Back to the step before: the search as it was then</source>
        <translation>Vuelve al paso anterior: la búsqueda como estaba entonces</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Pas&amp;o atrás</translation>
    </message>
    <message>
        <source>Presentati&amp;on</source>
        <translation>Prese&amp;ntación</translation>
    </message>
    <message>
        <source>The overlay full screen with its figures and, with Search Code open, its code, for a class; Esc to come back</source>
        <translation>La superposición a pantalla completa con sus cifras y, con el código de la búsqueda abierto, su código, para una clase; Esc para volver</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayFigures</name>
    <message>
        <source>cost of the way</source>
        <translation>costo del camino</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>tiles breadth-first search looks at (its whole wave)</source>
        <translation>casillas que examina la búsqueda en anchura (toda su onda)</translation>
    </message>
    <message>
        <source>tiles on the frontier</source>
        <translation>casillas en la frontera</translation>
    </message>
    <message>
        <source>tiles reached</source>
        <translation>casillas alcanzadas</translation>
    </message>
    <message>
        <source>steps to the farthest</source>
        <translation>pasos hasta la más lejana</translation>
    </message>
    <message>
        <source>tiles on the wave&apos;s crest</source>
        <translation>casillas en la cresta de la onda</translation>
    </message>
    <message>
        <source>steps from the tile under the mouse</source>
        <translation>pasos desde la casilla bajo el puntero</translation>
    </message>
    <message>
        <source>tiles with a way to a goal</source>
        <translation>casillas con un camino a una meta</translation>
    </message>
    <message>
        <source>goals</source>
        <translation>metas</translation>
    </message>
    <message>
        <source>cost from the farthest tile</source>
        <translation>costo desde la casilla más lejana</translation>
    </message>
    <message>
        <source>cost from the tile under the mouse</source>
        <translation>costo desde la casilla bajo el puntero</translation>
    </message>
    <message>
        <source>tiles %1 looked at</source>
        <translation>casillas que examinó %1</translation>
    </message>
    <message>
        <source>nodes of the graph settled</source>
        <translation>nodos del grafo cerrados</translation>
    </message>
    <message>
        <source>subgoals, joined by %1 edges; the graph took %2 ms to work out</source>
        <translation>subobjetivos, unidos por %1 aristas; el grafo tardó %2 ms en calcularse</translation>
    </message>
    <message>
        <source>nodes in the open list</source>
        <translation>nodos en la lista abierta</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayLegend</name>
    <message>
        <source>the start, where the wave begins</source>
        <translation>el inicio, donde empieza la onda</translation>
    </message>
    <message>
        <source>steps from the start: few (dark) to many (bright)</source>
        <translation>pasos desde el inicio: pocos (oscuro) a muchos (claro)</translation>
    </message>
    <message>
        <source>the wave&apos;s crest: reached, not settled yet</source>
        <translation>la cresta de la onda: alcanzada, aún no cerrada</translation>
    </message>
    <message>
        <source>the way down to the start from the tile under the mouse</source>
        <translation>el camino cuesta abajo hasta el inicio desde la casilla bajo el ratón</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>el inicio</translation>
    </message>
    <message>
        <source>the goal</source>
        <translation>la meta</translation>
    </message>
    <message>
        <source>a jump point settled</source>
        <translation>un punto de salto cerrado</translation>
    </message>
    <message>
        <source>settled: taken off the open list</source>
        <translation>cerrada: sacada de la lista abierta</translation>
    </message>
    <message>
        <source>a jump point in the open list</source>
        <translation>un punto de salto en la lista abierta</translation>
    </message>
    <message>
        <source>in the open list: reached, not taken yet</source>
        <translation>en la lista abierta: alcanzada, aún no tomada</translation>
    </message>
    <message>
        <source>settled from the goal&apos;s side</source>
        <translation>cerrada desde el lado de la meta</translation>
    </message>
    <message>
        <source>in the goal&apos;s side&apos;s open list</source>
        <translation>en la lista abierta del lado de la meta</translation>
    </message>
    <message>
        <source>reached from both sides</source>
        <translation>alcanzada desde ambos lados</translation>
    </message>
    <message>
        <source>where the two sides met</source>
        <translation>donde se encontraron los dos lados</translation>
    </message>
    <message>
        <source>a run of the last step, to the jump point it found</source>
        <translation>una carrera del último paso, hasta el punto de salto que encontró</translation>
    </message>
    <message>
        <source>a run of the last step that hit a wall</source>
        <translation>una carrera del último paso que chocó con un muro</translation>
    </message>
    <message>
        <source>the rows and diagonals scanned before</source>
        <translation>las filas y diagonales recorridas antes</translation>
    </message>
    <message>
        <source>the tile the last step took</source>
        <translation>la casilla que tomó el último paso</translation>
    </message>
    <message>
        <source>its neighbours: new, reached more cheaply, skipped</source>
        <translation>sus vecinas: nueva, alcanzada más barata, saltada</translation>
    </message>
    <message>
        <source>the way found</source>
        <translation>el camino encontrado</translation>
    </message>
    <message>
        <source>a tile chosen in the open list</source>
        <translation>una casilla elegida en la lista abierta</translation>
    </message>
    <message>
        <source>a goal of the flow field</source>
        <translation>una meta del campo de flujo</translation>
    </message>
    <message>
        <source>the step a unit on this tile takes to the nearest goal</source>
        <translation>el paso que da una unidad en esta casilla hacia la meta más cercana</translation>
    </message>
    <message>
        <source>the cost to the nearest goal: low (dark) to high (bright)</source>
        <translation>el costo hasta la meta más cercana: bajo (oscuro) a alto (claro)</translation>
    </message>
    <message>
        <source>the way the arrows walk from the tile under the mouse</source>
        <translation>el camino que siguen las flechas desde la casilla bajo el ratón</translation>
    </message>
    <message>
        <source>weights, the cost of entering a tile: %1</source>
        <translation>pesos, el costo de entrar en una casilla: %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayModel</name>
    <message>
        <source>Open a level to see its overlays.</source>
        <translation>Abre un nivel para ver sus superposiciones.</translation>
    </message>
    <message>
        <source>The rows of this level do not form a map yet.</source>
        <translation>Las filas de este nivel aún no forman un mapa.</translation>
    </message>
    <message>
        <source>Searching %1 tiles…</source>
        <translation>Buscando en %1 casillas…</translation>
    </message>
    <message>
        <source>Pick a start: click a tile with the pick tool.</source>
        <translation>Elige un inicio: haz clic en una casilla con la herramienta de selección.</translation>
    </message>
    <message>
        <source>The start (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation>El inicio (%1, %2) no está en un pasillo (%3): elige otra casilla.</translation>
    </message>
    <message>
        <source>Pick a goal: right-click or Shift+click a tile with the pick tool.</source>
        <translation>Elige una meta: haz clic derecho o Mayúsculas+clic en una casilla con la herramienta de selección.</translation>
    </message>
    <message>
        <source>The goal (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation>La meta (%1, %2) no está en un pasillo (%3): elige otra casilla.</translation>
    </message>
    <message>
        <source>No way leads from (%1, %2) to (%3, %4): walls stand between them.</source>
        <translation>Ningún camino lleva de (%1, %2) a (%3, %4): hay paredes en medio.</translation>
    </message>
    <message>
        <source>Pick the goals of the flow field: click tiles in the corridors with the pick tool.</source>
        <translation>Elige las metas del campo de flujo: haz clic en casillas de los pasillos con la herramienta de selección.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PickTool</name>
    <message>
        <source>Click a tile to start the search there; right-click or Shift+click it to make it the goal. Drag to move them.</source>
        <translation>Haz clic en una casilla para empezar la búsqueda allí; haz clic derecho o Mayúsculas+clic para convertirla en la meta. Arrastra para moverlos.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PickerTool</name>
    <message>
        <source>Picker</source>
        <translation>Cuentagotas</translation>
    </message>
    <message>
        <source>Click a tile to take it into the palette.</source>
        <translation>Haz clic en una casilla para llevarla a la paleta.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PictureView</name>
    <message>
        <source>The wheel, or + and -, zoom; drag to move the zoomed picture; 0 shows the whole picture</source>
        <translation>La rueda, o + y -, amplía; arrastre para mover la imagen ampliada; 0 muestra la imagen entera</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaceTool</name>
    <message>
        <source>Muncher</source>
        <translation>Comilón</translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation>Fruta</translation>
    </message>
    <message>
        <source>Red Ghost</source>
        <translation>Fantasma rojo</translation>
    </message>
    <message>
        <source>Pink Ghost</source>
        <translation>Fantasma rosa</translation>
    </message>
    <message>
        <source>Cyan Ghost</source>
        <translation>Fantasma cian</translation>
    </message>
    <message>
        <source>Orange Ghost</source>
        <translation>Fantasma naranja</translation>
    </message>
    <message>
        <source>Red Ghost&apos;s Corner</source>
        <translation>Esquina del fantasma rojo</translation>
    </message>
    <message>
        <source>Pink Ghost&apos;s Corner</source>
        <translation>Esquina del fantasma rosa</translation>
    </message>
    <message>
        <source>Cyan Ghost&apos;s Corner</source>
        <translation>Esquina del fantasma cian</translation>
    </message>
    <message>
        <source>Orange Ghost&apos;s Corner</source>
        <translation>Esquina del fantasma naranja</translation>
    </message>
    <message>
        <source>Click to place it heading %1; drag towards where it should head, or turn it with Z, Shift+Z or Shift+wheel.</source>
        <translation>Haz clic para colocarlo (orientación: %1); arrastra hacia donde deba mirar, o gíralo con Z, Mayúsculas+Z o Mayúsculas+rueda.</translation>
    </message>
    <message>
        <source>Click to place the fruit.</source>
        <translation>Haz clic para colocar la fruta.</translation>
    </message>
    <message>
        <source>Click to set the tile the ghost aims at while scattering; it may lie outside the map.</source>
        <translation>Haz clic para fijar la casilla a la que se dirige el fantasma en modo dispersión; puede estar fuera del mapa.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayDock</name>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>&amp;Play Level</source>
        <translation>&amp;Jugar nivel</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>P, Esc</source>
        <translation>P, Escape</translation>
    </message>
    <message>
        <source>Single &amp;Step</source>
        <translation>&amp;Avanzar un paso</translation>
    </message>
    <message>
        <source>One step of 1/120 s while paused (.)</source>
        <translation>Un paso de 1/120 s durante la pausa (.)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Faster and slower with + and - in the game</source>
        <translation>Más rápido y más lento con + y - durante el juego</translation>
    </message>
    <message>
        <source>&amp;You, with the Keys</source>
        <translation>&amp;Tú, con las teclas</translation>
    </message>
    <message>
        <source>The &amp;Casual Pilot</source>
        <translation>El piloto &amp;casual</translation>
    </message>
    <message>
        <source>The &amp;Expert Pilot</source>
        <translation>El piloto &amp;experto</translation>
    </message>
    <message>
        <source>&amp;Show What the Pilot Sees</source>
        <translation>&amp;Mostrar lo que ve el piloto</translation>
    </message>
    <message>
        <source>Its danger costs as red tiles, the way it planned as a green line</source>
        <translation>Sus costos de peligro como casillas rojas, y el camino que ha planeado como una línea verde</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Silenciar</translation>
    </message>
    <message>
        <source>&amp;Full Window</source>
        <translation>Ventana &amp;completa</translation>
    </message>
    <message>
        <source>Save this game so that it can be watched again, here or with mazeworks-cli replay</source>
        <translation>Guarda esta partida para poder volver a verla, aquí o con mazeworks-cli replay</translation>
    </message>
    <message>
        <source>&amp;Open Replay...</source>
        <translation>A&amp;brir repetición...</translation>
    </message>
    <message>
        <source>Play&amp;test...</source>
        <translation>Pr&amp;ueba de juego...</translation>
    </message>
    <message>
        <source>Let the pilot play the level many times and see how it goes</source>
        <translation>Deja que el piloto juegue el nivel muchas veces y mira cómo le va</translation>
    </message>
    <message>
        <source>&amp;Best Scores...</source>
        <translation>&amp;Mejores puntuaciones...</translation>
    </message>
    <message>
        <source>&amp;Keys of the Game...</source>
        <translation>&amp;Teclas del juego...</translation>
    </message>
    <message>
        <source>Game seconds a second: slow it down or hurry it up for testing (- and +)</source>
        <translation>Segundos de juego por segundo: ralentízalo o aceléralo para hacer pruebas (- y +)</translation>
    </message>
    <message>
        <source>Who has the keys: you, or the computer pilot</source>
        <translation>Quién tiene las teclas: tú o el piloto automático</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Juegas tú</translation>
    </message>
    <message>
        <source>Casual pilot</source>
        <translation>Piloto casual</translation>
    </message>
    <message>
        <source>Expert pilot</source>
        <translation>Piloto experto</translation>
    </message>
    <message>
        <source>Open a level, or make a new one, to play it.</source>
        <translation>Abre un nivel, o crea uno nuevo, para jugarlo.</translation>
    </message>
    <message>
        <source>The game cannot start: %1.</source>
        <translation>La partida no puede empezar: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt; Fix these errors first (click one to see it on the map):</source>
        <translation>
            <numerusform>&lt;b&gt;%1 todavía no se puede jugar.&lt;/b&gt; Corrige primero este error (haz clic en él para verlo en el mapa):</numerusform>
            <numerusform>&lt;b&gt;%1 todavía no se puede jugar.&lt;/b&gt; Corrige primero estos errores (haz clic en uno para verlo en el mapa):</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 todavía no se puede jugar.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>... and %1 more: the Diagnostics panel lists them all.</source>
        <translation>... y %1 más: el panel Diagnósticos los muestra todos.</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation>REPETICIÓN</translation>
    </message>
    <message>
        <source>expert pilot</source>
        <translation>piloto experto</translation>
    </message>
    <message>
        <source>casual pilot</source>
        <translation>piloto casual</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>A new best score for this level: %1!</source>
        <translation>¡Nueva mejor puntuación en este nivel: %1!</translation>
    </message>
    <message>
        <source>F5 plays the current level.</source>
        <translation>Pulsa F5 para jugar el nivel actual.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Repetición de %1</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>semilla %1</translation>
    </message>
    <message>
        <source>the expert pilot plays</source>
        <translation>juega el piloto experto</translation>
    </message>
    <message>
        <source>the casual pilot plays</source>
        <translation>juega el piloto casual</translation>
    </message>
    <message>
        <source> (looking away)</source>
        <translation> (distraído)</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>%1 seed %2 score %3.replay</source>
        <translation>%1 semilla %2 puntos %3.replay</translation>
    </message>
    <message>
        <source>Save Replay</source>
        <translation>Guardar repetición</translation>
    </message>
    <message>
        <source>Mazeworks replays (*.replay);;All files (*)</source>
        <translation>Repeticiones de Mazeworks (*.replay);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot Save the Replay</source>
        <translation>No se puede guardar la repetición</translation>
    </message>
    <message>
        <source>Replay saved: %1</source>
        <translation>Repetición guardada: %1</translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation>Abrir repetición</translation>
    </message>
    <message>
        <source>Cannot Open the Replay</source>
        <translation>No se puede abrir la repetición</translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>... y %1 más</translation>
    </message>
    <message>
        <source>Cannot Play the Replay</source>
        <translation>No se puede reproducir la repetición</translation>
    </message>
    <message>
        <source>%1 is not a replay that can be played:&lt;br&gt;&lt;br&gt;%2</source>
        <translation>%1 no es una repetición que se pueda reproducir:&lt;br&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Prueba de juego</translation>
    </message>
    <message>
        <source>Open a level first: the pilot plays the current level.</source>
        <translation>Abre primero un nivel: el piloto juega el nivel actual.</translation>
    </message>
    <message>
        <source>The level has errors: fix them first, they are listed in the Diagnostics panel.</source>
        <translation>El nivel tiene errores: corrígelos primero; aparecen en el panel Diagnósticos.</translation>
    </message>
    <message>
        <source>Best Scores</source>
        <translation>Mejores puntuaciones</translation>
    </message>
    <message>
        <source>The best games of &lt;b&gt;%1&lt;/b&gt; (this level as it is now):</source>
        <translation>Las mejores partidas de &lt;b&gt;%1&lt;/b&gt; (este nivel tal como está ahora):</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>No game has ended on this level yet.</source>
        <translation>Todavía no ha terminado ninguna partida en este nivel.</translation>
    </message>
    <message>
        <source>Play the level as it is now, unsaved changes too</source>
        <translation>Juega el nivel tal como está ahora, incluidos los cambios sin guardar</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>&amp;Velocidad</translation>
    </message>
    <message>
        <source>&amp;Who Plays</source>
        <translation>&amp;Quién juega</translation>
    </message>
    <message>
        <source>The game alone on the screen, and back</source>
        <translation>Solo el juego en toda la ventana, o vuelta a la vista normal</translation>
    </message>
    <message>
        <source>Sa&amp;ve Replay...</source>
        <translation>&amp;Guardar repetición...</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>reglas: %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayView</name>
    <message>
        <source>Press F5 to play the level you are editing.</source>
        <translation>Pulsa F5 para jugar el nivel que estás editando.</translation>
    </message>
    <message>
        <source>Click here to steer with the keys</source>
        <translation>Haz clic aquí para controlar con el teclado</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaytestDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Show the deaths on the &amp;map</source>
        <translation>Mostrar las muertes en el &amp;mapa</translation>
    </message>
    <message>
        <source>&amp;Export PNG...</source>
        <translation>&amp;Exportar PNG...</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Prueba de juego</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Casual: the title-screen player, who looks away now and then</source>
        <translation>Casual: el jugador de la pantalla de título, que se distrae de vez en cuando</translation>
    </message>
    <message>
        <source>Expert: plays as well as it can</source>
        <translation>Experto: juega lo mejor que puede</translation>
    </message>
    <message>
        <source>The games use this seed and the ones after it: the same seeds play the same games, here and with mazeworks-cli play --seed</source>
        <translation>Las partidas usan esta semilla y las siguientes: las mismas semillas dan las mismas partidas, aquí y con mazeworks-cli play --seed</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partidas:</translation>
    </message>
    <message>
        <source>&amp;Pilot:</source>
        <translation>P&amp;iloto:</translation>
    </message>
    <message>
        <source>&amp;First seed:</source>
        <translation>Primera &amp;semilla:</translation>
    </message>
    <message>
        <source>&amp;Longest game:</source>
        <translation>Partida más &amp;larga:</translation>
    </message>
    <message>
        <source>Run the games to see how the level plays.</source>
        <translation>Ejecuta las partidas para ver cómo se juega el nivel.</translation>
    </message>
    <message>
        <source>Cleared the first level:</source>
        <translation>Superaron el primer nivel:</translation>
    </message>
    <message>
        <source>Mean score:</source>
        <translation>Puntuación media:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Mejor puntuación:</translation>
    </message>
    <message>
        <source>Levels reached:</source>
        <translation>Niveles alcanzados:</translation>
    </message>
    <message>
        <source>Mean time to the first death:</source>
        <translation>Tiempo medio hasta la primera muerte:</translation>
    </message>
    <message>
        <source>Mean length of a game:</source>
        <translation>Duración media de una partida:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cifras</translation>
    </message>
    <message>
        <source>Where the muncher was caught</source>
        <translation>Dónde atraparon al comilón</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Level: &lt;b&gt;%1&lt;/b&gt;, as it is in the editor now</source>
        <translation>Nivel: &lt;b&gt;%1&lt;/b&gt;, tal como está ahora en el editor</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 de %2 partidas jugadas</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games: the figures are those of the games played.</source>
        <translation>Cancelado tras %1 de %2 partidas: las cifras son las de las partidas jugadas.</translation>
    </message>
    <message>
        <source>%1 games played.</source>
        <translation>%1 partidas jugadas.</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 games)</source>
        <translation>%1 (%2 de %3 partidas)</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation>%1 (semilla %2)</translation>
    </message>
    <message>
        <source>level %1: %2</source>
        <translation>nivel %1: %2</translation>
    </message>
    <message>
        <source>%1 s (%2 games lost a life)</source>
        <translation>%1 s (en %2 partidas se perdió una vida)</translation>
    </message>
    <message>
        <source>never caught</source>
        <translation>nunca lo atraparon</translation>
    </message>
    <message>
        <source>%1 s; %2 of %3 games over</source>
        <translation>%1 s; %2 de %3 partidas terminadas</translation>
    </message>
    <message>
        <source>%1 deaths.png</source>
        <translation>%1 muertes.png</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Export the Heat Map</source>
        <translation>Exportar el mapa de calor</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>With its rules</source>
        <translation>Con sus reglas</translation>
    </message>
    <message>
        <source>Without rules</source>
        <translation>Sin reglas</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games (%3): the figures are those of the games played.</source>
        <translation>Detenido tras %1 de %2 partidas (%3): las cifras son las de las partidas jugadas.</translation>
    </message>
    <message>
        <source>%1 games played with the level&apos;s rules and %1 without.</source>
        <translation>%1 partidas jugadas con las reglas del nivel y %1 sin ellas.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 puntos porcentuales</translation>
    </message>
    <message>
        <source>mean level %1</source>
        <translation>nivel medio %1</translation>
    </message>
    <message>
        <source>The level&apos;s rules: %1</source>
        <translation>Las reglas del nivel: %1</translation>
    </message>
    <message>
        <source>&amp;Open as Replay</source>
        <translation>A&amp;brir como repetición</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Las partidas</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Muertes</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Double-click a game to watch it as a replay</source>
        <translation>Haga doble clic en una partida para verla como repetición</translation>
    </message>
    <message>
        <source>Play the chosen game back in the play panel, with its timeline</source>
        <translation>Reproduce la partida elegida en el panel Jugar, con su línea de tiempo</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>time up</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2</source>
        <translation>intervalo del 95 %: de %1 a %2</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2 s</source>
        <translation>intervalo del 95 %: de %1 a %2 s</translation>
    </message>
    <message>
        <source>Where the catches &amp;moved</source>
        <translation>Adónde se &amp;movieron las capturas</translation>
    </message>
    <message>
        <source>Also plays the same seeds on another version of the level, and shows both sets of figures side by side with the difference, the verdict and where the catches moved</source>
        <translation>También juega las mismas semillas en otra versión del nivel y muestra ambas series de cifras lado a lado con la diferencia, el veredicto y adónde se movieron las capturas</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>Comparar &amp;con:</translation>
    </message>
    <message>
        <source>Warm where the level in the editor has more catches than the level it is compared with, blue where it has fewer</source>
        <translation>Cálido donde el nivel del editor tiene más capturas que el nivel comparado, azul donde tiene menos</translation>
    </message>
    <message>
        <source>Saved file</source>
        <translation>Archivo guardado</translation>
    </message>
    <message>
        <source>%1 games played on the level in the editor and %1 on %2, on the same seeds.</source>
        <translation>%1 partidas jugadas en el nivel del editor y %1 en %2, con las mismas semillas.</translation>
    </message>
    <message>
        <source>In the editor</source>
        <translation>En el editor</translation>
    </message>
    <message>
        <source>The same seeds on the level as it is in the editor and on %1</source>
        <translation>Las mismas semillas en el nivel tal como está en el editor y en %1</translation>
    </message>
    <message>
        <source>Where the catches moved</source>
        <translation>Adónde se movieron las capturas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>level: games that ended on it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No figure: one of the two levels never had the muncher caught</source>
        <translation>Sin cifra: en uno de los dos niveles nunca atraparon al comecocos</translation>
    </message>
    <message>
        <source>No 95 % interval from fewer than two games</source>
        <translation>Sin intervalo del 95 % con menos de dos partidas</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>percentage points</source>
        <translation>puntos porcentuales</translation>
    </message>
    <message>
        <source>Harder with its rules: the clear rate changes by %1 (95 % interval %2 to %3).</source>
        <translation>Más difícil con sus reglas: la tasa de superación cambia en %1 (intervalo del 95 % de %2 a %3).</translation>
    </message>
    <message>
        <source>Harder in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).</source>
        <translation>Más difícil en el editor que %1: la tasa de superación cambia en %2 (intervalo del 95 % de %3 a %4).</translation>
    </message>
    <message>
        <source>Easier with its rules: the clear rate changes by %1 (95 % interval %2 to %3).</source>
        <translation>Más fácil con sus reglas: la tasa de superación cambia en %1 (intervalo del 95 % de %2 a %3).</translation>
    </message>
    <message>
        <source>Easier in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).</source>
        <translation>Más fácil en el editor que %1: la tasa de superación cambia en %2 (intervalo del 95 % de %3 a %4).</translation>
    </message>
    <message>
        <source>No detectable difference in the clear rate at 95 %: it changes by %1, and its interval, %2 to %3, holds nought. More games narrow it.</source>
        <translation>Ninguna diferencia detectable en la tasa de superación al 95 %: cambia en %1, y su intervalo, de %2 a %3, contiene el cero. Más partidas lo estrechan.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>The level without its rules</source>
        <translation>El nivel sin sus reglas</translation>
    </message>
    <message>
        <source>Its saved file: %1</source>
        <translation>Su archivo guardado: %1</translation>
    </message>
    <message>
        <source>Another file...</source>
        <translation>Otro archivo...</translation>
    </message>
    <message>
        <source>Another file: %1</source>
        <translation>Otro archivo: %1</translation>
    </message>
    <message>
        <source>Compare with a Level</source>
        <translation>Comparar con un nivel</translation>
    </message>
    <message>
        <source>Mazeworks levels (*.maze);;All files (*)</source>
        <translation>Niveles de Mazeworks (*.maze);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot compare with %1: %2.</source>
        <translation>No se puede comparar con %1: %2.</translation>
    </message>
    <message>
        <source>it has errors</source>
        <translation>tiene errores</translation>
    </message>
</context>
<context>
    <name>mazeworks::PredictMode</name>
    <message>
        <source>Pred&amp;ict</source>
        <translation>Pre&amp;decir</translation>
    </message>
    <message>
        <source>Before each step the class clicks the tile the search settles next</source>
        <translation>Antes de cada paso, la clase pulsa la casilla que la búsqueda fija a continuación</translation>
    </message>
    <message>
        <source>Pre&amp;dict</source>
        <translation>Prede&amp;cir</translation>
    </message>
    <message>
        <source>Before each step the class clicks the rooms Prim&apos;s tree joins or union-find merges next</source>
        <translation>Antes de cada paso, la clase pulsa las salas que el árbol de Prim une o que union-find fusiona a continuación</translation>
    </message>
    <message>
        <source>Nothing is left to settle: the search is over.</source>
        <translation>No queda nada por fijar: la búsqueda ha terminado.</translation>
    </message>
    <message>
        <source>Predict asks while Prim&apos;s tree grows and while corridors merge sets; this step is not one of those.</source>
        <translation>Predecir pregunta mientras crece el árbol de Prim y los pasillos fusionan conjuntos; este paso no es de esos.</translation>
    </message>
    <message>
        <source>Predict asks about a path search, the distance map or the flow field: show one, with its start and goal.</source>
        <translation>Predecir pregunta por una búsqueda de camino, el mapa de distancias o el campo de flujo: muestra uno, con su inicio y su meta.</translation>
    </message>
</context>
<context>
    <name>mazeworks::RacePredict</name>
    <message>
        <source>Pred&amp;ict</source>
        <translation>Pre&amp;decir</translation>
    </message>
    <message>
        <source>Before each step the class clicks, in every pane, the tile its search settles next (%1)</source>
        <translation>Antes de cada paso, la clase pulsa en cada panel la casilla que su búsqueda cierra a continuación (%1)</translation>
    </message>
    <message>
        <source>Predict asks about the race: pick an open start and goal in the Overlays panel.</source>
        <translation>Predecir pregunta por la carrera: elige un inicio y una meta libres en el panel Overlays.</translation>
    </message>
    <message>
        <source>Every search has finished: nothing is left to settle. Reset to predict the race again.</source>
        <translation>Todas las búsquedas han terminado: no queda nada por cerrar. Reinicia para volver a predecir.</translation>
    </message>
    <message>
        <source>Click the tile this search settles next.</source>
        <translation>Pulsa la casilla que esta búsqueda cierra a continuación.</translation>
    </message>
    <message>
        <source>Answered %1; the others still to answer.</source>
        <translation>Respondido %1; faltan los demás.</translation>
    </message>
    <message>
        <source>Finished: not asked.</source>
        <translation>Terminada: sin pregunta.</translation>
    </message>
</context>
<context>
    <name>mazeworks::RaceSpeech</name>
    <message>
        <source>%1: no way</source>
        <translation>%1: ningún camino</translation>
    </message>
    <message numerus="yes">
        <source>%1: found a way of %n step</source>
        <translation>
            <numerusform>%1: camino de %n paso encontrado</numerusform>
            <numerusform>%1: camino de %n pasos encontrado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: found a way of %n steps</source>
        <translation>
            <numerusform>%1: camino de %n paso encontrado</numerusform>
            <numerusform>%1: camino de %n pasos encontrado</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: settled row %2, column %3, distance %4</source>
        <translation>%1: cerrada fila %2, columna %3, distancia %4</translation>
    </message>
    <message>
        <source>%1: settled row %2, column %3</source>
        <translation>%1: cerrada fila %2, columna %3</translation>
    </message>
    <message>
        <source>Back to step %1</source>
        <translation>Vuelta al paso %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::RaceWindow</name>
    <message>
        <source>Race of Searches</source>
        <translation>Carrera de búsquedas</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 por segundo</translation>
    </message>
    <message>
        <source>&amp;Searches:</source>
        <translation>&amp;Búsquedas:</translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation>M&amp;ovimientos:</translation>
    </message>
    <message>
        <source>4 directions</source>
        <translation>4 direcciones</translation>
    </message>
    <message>
        <source>8 directions, corners: %1</source>
        <translation>8 direcciones, esquinas: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Back to the beginning: every search at its start</source>
        <translation>Volver al principio: cada búsqueda en su inicio</translation>
    </message>
    <message>
        <source>Single S&amp;tep</source>
        <translation>&amp;Avanzar un paso</translation>
    </message>
    <message>
        <source>Every search still running settles one more tile</source>
        <translation>Cada búsqueda aún en marcha cierra una casilla más</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>Play the race step by step</source>
        <translation>Reproducir la carrera paso a paso</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <source>Every search to its end</source>
        <translation>Cada búsqueda hasta su final</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>The race alone on the screen; Esc or F11 to come back</source>
        <translation>La carrera sola en la pantalla; Esc o F11 para volver</translation>
    </message>
    <message>
        <source>E&amp;xport Picture...</source>
        <translation>E&amp;xportar imagen...</translation>
    </message>
    <message>
        <source>The panes and the summary as a PNG picture, for a slide</source>
        <translation>Los paneles y el resumen como imagen PNG, para una diapositiva</translation>
    </message>
    <message>
        <source>no level</source>
        <translation>ningún nivel</translation>
    </message>
    <message>
        <source>From %1 to %2 on %3</source>
        <translation>De %1 a %2 en %3</translation>
    </message>
    <message>
        <source>Pick a start and a goal in the Overlays panel</source>
        <translation>Elige un inicio y una meta en el panel Superposiciones</translation>
    </message>
    <message>
        <source>tiles looked at</source>
        <translation>casillas examinadas</translation>
    </message>
    <message>
        <source>on the frontier</source>
        <translation>en la frontera</translation>
    </message>
    <message>
        <source>cost of the way</source>
        <translation>costo del camino</translation>
    </message>
    <message>
        <source>steps of the way</source>
        <translation>pasos del camino</translation>
    </message>
    <message>
        <source>✓ optimal</source>
        <translation>✓ óptimo</translation>
    </message>
    <message>
        <source>★ fewest tiles</source>
        <translation>★ menos casillas</translation>
    </message>
    <message>
        <source>done: %1 steps</source>
        <translation>terminada: %1 pasos</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>The start and the goal must both be open tiles.</source>
        <translation>El inicio y la meta deben ser casillas libres.</translation>
    </message>
    <message>
        <source>No way leads from the start to the goal.</source>
        <translation>Ningún camino lleva del inicio a la meta.</translation>
    </message>
    <message>
        <source>None found the cheapest way, which costs %1.</source>
        <translation>Ninguna encontró el camino más barato, que cuesta %1.</translation>
    </message>
    <message>
        <source>The cheapest way costs %1: found by %2.</source>
        <translation>El camino más barato cuesta %1: lo encontró %2.</translation>
    </message>
    <message>
        <source>Fewest tiles looked at: %1 (%2).</source>
        <translation>Menos casillas examinadas: %1 (%2).</translation>
    </message>
    <message>
        <source>Export the Race as a Picture</source>
        <translation>Exportar la carrera como imagen</translation>
    </message>
    <message>
        <source>race.png</source>
        <translation>carrera.png</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Paso a&amp;trás</translation>
    </message>
    <message>
        <source>Back to the step before: every search as it was then</source>
        <translation>Vuelve al paso anterior: cada búsqueda como estaba entonces</translation>
    </message>
</context>
<context>
    <name>mazeworks::RecentFiles</name>
    <message>
        <source>%1 (not found)</source>
        <translation>%1 (no encontrado)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Remove Files Not Found</source>
        <translation>Quitar archivos no encontrados</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Vaciar la lista de recientes</translation>
    </message>
</context>
<context>
    <name>mazeworks::RectangleTool</name>
    <message>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Drag to fill a rectangle with the chosen tile; Shift keeps it square, Escape drops it.</source>
        <translation>Arrastra para rellenar un rectángulo con la casilla elegida; Mayúsculas lo mantiene cuadrado y Escape lo descarta.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::ReplayTimeline</name>
    <message>
        <source>Drag to any moment of the game</source>
        <translation>Arrastra hasta cualquier momento de la partida</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Pausa la repetición</translation>
    </message>
    <message>
        <source>Play the replay</source>
        <translation>Reproduce la repetición</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>Score %1; the replay ends at %2</source>
        <translation>Puntuación: %1; la repetición termina con %2</translation>
    </message>
    <message>
        <source>%1 %2 where the replay says %3</source>
        <translation>%1: %2, pero la repetición dice %3</translation>
    </message>
    <message>
        <source>The game came to the result it recorded: %1 points.</source>
        <translation>La partida ha llegado al resultado grabado: %1 puntos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game plays back differently:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Al reproducirla, esta partida es distinta:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::ResizeMapDialog</name>
    <message>
        <source>Resize Map</source>
        <translation>Redimensionar mapa</translation>
    </message>
    <message>
        <source> tiles</source>
        <translation> casillas</translation>
    </message>
    <message>
        <source>Positive adds rows or columns on this side, negative takes them away.</source>
        <translation>Un valor positivo añade filas o columnas en este lado; uno negativo las quita.</translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation>&amp;Arriba:</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Izquierda:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Derecha:</translation>
    </message>
    <message>
        <source>&amp;Bottom:</source>
        <translation>A&amp;bajo:</translation>
    </message>
    <message>
        <source>New &amp;tiles:</source>
        <translation>Casillas &amp;nuevas:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#d03030&apos;&gt;%1 × %2: a map is 1 to %3 tiles wide and high.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#d03030&apos;&gt;%1 × %2: un mapa mide de 1 a %3 casillas de ancho y de alto.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 × %2 → %3 × %4</source>
        <translation>%1 × %2 → %3 × %4</translation>
    </message>
    <message>
        <source>the muncher</source>
        <translation>el comilón</translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation>la fruta</translation>
    </message>
    <message>
        <source>Falls off the map and is removed: %1. Undo brings it back.</source>
        <translation>Queda fuera del mapa y se elimina: %1. Deshacer lo recupera.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>mazeworks::ScreenReader</name>
    <message>
        <source>What the editor last announced</source>
        <translation>Lo último que anunció el editor</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Ningún problema</translation>
    </message>
    <message numerus="yes">
        <source>%n problem: %1</source>
        <translation>
            <numerusform>%n problema: %1</numerusform>
            <numerusform>%n problemas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems: %1</source>
        <translation>
            <numerusform>%n problema: %1</numerusform>
            <numerusform>%n problemas: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::SearchForm</name>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algoritmo:</translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation>&amp;Heurística:</translation>
    </message>
    <message>
        <source>Weighted A*: f = g + w × h. Above 1 it looks at fewer tiles, and its way may cost up to w times the cheapest.</source>
        <translation>A* ponderado: f = g + w × h. Por encima de 1 examina menos casillas, y su camino puede costar hasta w veces el más barato.</translation>
    </message>
    <message>
        <source>&amp;Weight of h:</source>
        <translation>&amp;Peso de h:</translation>
    </message>
    <message>
        <source>From &amp;both ends (bidirectional)</source>
        <translation>Desde am&amp;bos extremos (bidireccional)</translation>
    </message>
    <message>
        <source>Dijkstra or A* from the start and from the goal at once, until the two meet</source>
        <translation>Dijkstra o A* desde el inicio y desde la meta a la vez, hasta que se encuentran</translation>
    </message>
    <message>
        <source>Stop at the goal (&amp;early exit)</source>
        <translation>Parar en la meta (salida &amp;temprana)</translation>
    </message>
    <message>
        <source>Without it, breadth-first search and Dijkstra settle every tile they can reach, then give the way to the goal</source>
        <translation>Sin ella, la búsqueda en anchura y Dijkstra cierran todas las casillas que alcanzan y luego dan el camino a la meta</translation>
    </message>
    <message>
        <source>4 directions</source>
        <translation>4 direcciones</translation>
    </message>
    <message>
        <source>8 directions</source>
        <translation>8 direcciones</translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation>M&amp;ovimientos:</translation>
    </message>
    <message>
        <source>When a diagonal step may pass a wall beside its corner</source>
        <translation>Cuándo un paso en diagonal puede pasar junto a un muro al lado de su esquina</translation>
    </message>
    <message>
        <source>Steps (breadth-first search)</source>
        <translation>Pasos (búsqueda en anchura)</translation>
    </message>
    <message>
        <source>Weights (Dijkstra)</source>
        <translation>Pesos (Dijkstra)</translation>
    </message>
    <message>
        <source>&amp;Costs:</source>
        <translation>&amp;Costos:</translation>
    </message>
    <message>
        <source>With 8 directions a diagonal step costs √2 times the tile it enters</source>
        <translation>Con 8 direcciones, un paso en diagonal cuesta √2 veces la casilla en la que entra</translation>
    </message>
    <message>
        <source>Dia&amp;gonals:</source>
        <translation>Dia&amp;gonales:</translation>
    </message>
    <message>
        <source>Weight of h</source>
        <translation>Peso de h</translation>
    </message>
</context>
<context>
    <name>mazeworks::SearchSpeech</name>
    <message>
        <source>Settled row %1, column %2</source>
        <translation>Cerrada: fila %1, columna %2</translation>
    </message>
    <message>
        <source>Settled row %1, column %2, distance %3</source>
        <translation>Cerrada: fila %1, columna %2, distancia %3</translation>
    </message>
    <message numerus="yes">
        <source>The wave reached %n tile</source>
        <translation>
            <numerusform>La onda alcanzó %n casilla</numerusform>
            <numerusform>La onda alcanzó %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The wave reached %n tiles</source>
        <translation>
            <numerusform>La onda alcanzó %n casilla</numerusform>
            <numerusform>La onda alcanzó %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>No way</source>
        <translation>Ningún camino</translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n step, cost %1</source>
        <translation>
            <numerusform>Camino de %n paso encontrado, coste %1</numerusform>
            <numerusform>Camino de %n pasos encontrado, coste %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n steps, cost %1</source>
        <translation>
            <numerusform>Camino de %n paso encontrado, coste %1</numerusform>
            <numerusform>Camino de %n pasos encontrado, coste %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n step</source>
        <translation>
            <numerusform>Camino de %n paso encontrado</numerusform>
            <numerusform>Camino de %n pasos encontrado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n steps</source>
        <translation>
            <numerusform>Camino de %n paso encontrado</numerusform>
            <numerusform>Camino de %n pasos encontrado</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::SettingsActions</name>
    <message>
        <source>System Language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The new language takes effect when Mazeworks is started again.</source>
        <translation>El nuevo idioma se aplicará cuando vuelvas a iniciar Mazeworks.</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
</context>
<context>
    <name>mazeworks::SharedKeys</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation>Teclas: %1</translation>
    </message>
    <message>
        <source>Keys: the map</source>
        <translation>Teclas: el mapa</translation>
    </message>
    <message>
        <source>F5, F10 and the keys like them act in the panel last clicked or typed in, shown by the mark before its title; on the map, F5 plays the level and F10 steps the search</source>
        <translation>F5, F10 y las teclas parecidas actúan en el último panel pulsado o usado, marcado delante de su título; en el mapa, F5 juega el nivel y F10 avanza la búsqueda un paso</translation>
    </message>
</context>
<context>
    <name>mazeworks::SlideShow</name>
    <message>
        <source>The level %1 cannot be read.</source>
        <translation>No se puede leer el nivel %1.</translation>
    </message>
    <message>
        <source>The slide names no level.</source>
        <translation>La diapositiva no nombra ningún nivel.</translation>
    </message>
    <message>
        <source>The slide&apos;s dungeon cannot be made: %1</source>
        <translation>No se puede crear la mazmorra de la diapositiva: %1</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Mazmorra %1</translation>
    </message>
    <message>
        <source>The slide names no dungeon.</source>
        <translation>La diapositiva no nombra ninguna mazmorra.</translation>
    </message>
    <message>
        <source>The slide&apos;s dungeon cannot be made.</source>
        <translation>No se puede crear la mazmorra de la diapositiva.</translation>
    </message>
    <message>
        <source>The replay %1 cannot be played.</source>
        <translation>No se puede reproducir la repetición %1.</translation>
    </message>
    <message>
        <source>The slide&apos;s level cannot be played.</source>
        <translation>No se puede jugar el nivel de la diapositiva.</translation>
    </message>
    <message>
        <source>No level is open: open one and show a search, or make a dungeon, first.</source>
        <translation>No hay ningún nivel abierto: abra uno y muestre una búsqueda, o cree primero una mazmorra.</translation>
    </message>
    <message>
        <source>There is no view to add: show a search, a distance map or a flow field in the Overlays panel, or make a dungeon in the Generate panel.</source>
        <translation>No hay ninguna vista que añadir: muestre una búsqueda, un mapa de distancias o un campo de flujo en el panel Superposiciones, o cree una mazmorra en el panel Generar.</translation>
    </message>
    <message>
        <source>The level %1 is not saved: a lesson names its level&apos;s file.</source>
        <translation>El nivel %1 no está guardado: una lección nombra el archivo de su nivel.</translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceDock</name>
    <message>
        <source>Source</source>
        <translation>Código fuente</translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation>No hay ningún nivel abierto.</translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceView</name>
    <message numerus="yes">
        <source>(+%Ln more)</source>
        <translation>
            <numerusform>(+%Ln más)</numerusform>
            <numerusform>(+%Ln más)</numerusform>
        </translation>
    </message>
    <message>
        <source>Level text</source>
        <translation>Texto del nivel</translation>
    </message>
</context>
<context>
    <name>mazeworks::StepTimeline</name>
    <message>
        <source>Drag to any step: everything is shown as it was at that step</source>
        <translation>Arrastre a cualquier paso: todo se muestra como estaba en ese paso</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Step %1 of %2 so far</source>
        <translation>Paso %1 de %2 hasta ahora</translation>
    </message>
</context>
<context>
    <name>mazeworks::TileKindsDialog</name>
    <message>
        <source>Tiles Without a Kind</source>
        <translation>Patrones sin tipo</translation>
    </message>
    <message>
        <source>%1 draws its maze with tiles whose tileset does not say what they are in a maze. Choose a kind for each tile; select several rows to give them one kind at once.</source>
        <translation>%1 dibuja su laberinto con patrones cuyo conjunto no dice qué son en un laberinto. Elija un tipo para cada patrón; seleccione varias filas para darles un mismo tipo de una vez.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Patrón</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>En el mapa</translation>
    </message>
    <message>
        <source>Type in Tiled</source>
        <translation>Tipo en Tiled</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>%1, tile %2</source>
        <translation>%1, patrón %2</translation>
    </message>
    <message>
        <source>Tile %1 of the tileset &quot;%2&quot;; first at column %3, row %4 of the layer &quot;%5&quot;</source>
        <translation>Patrón %1 del conjunto &quot;%2&quot;; primero en la columna %3, fila %4 de la capa &quot;%5&quot;</translation>
    </message>
    <message>
        <source>Choose a kind</source>
        <translation>Elegir un tipo</translation>
    </message>
    <message>
        <source>&amp;Remember these kinds for the tileset, for the next import</source>
        <translation>&amp;Recordar estos tipos para el conjunto de patrones, para la próxima importación</translation>
    </message>
    <message>
        <source>&amp;Write them into %1 as each tile&apos;s &quot;kind&quot; property, so that Tiled keeps them too</source>
        <translation>&amp;Escribirlos en %1 como propiedad &quot;kind&quot; de cada patrón, para que Tiled también los conserve</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Every tile has a kind.</source>
        <translation>Cada patrón tiene un tipo.</translation>
    </message>
    <message>
        <source>Tiles still without a kind: %1.</source>
        <translation>Patrones aún sin tipo: %1.</translation>
    </message>
    <message>
        <source>Tiles without a kind</source>
        <translation>Patrones sin tipo</translation>
    </message>
</context>
<context>
    <name>mazeworks::TileNames</name>
    <message>
        <source>wall</source>
        <translation>pared</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>bolita</translation>
    </message>
    <message>
        <source>energizer</source>
        <translation>energizador</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>suelo</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>túnel</translation>
    </message>
    <message>
        <source>door of the ghosts&apos; house</source>
        <translation>puerta de la casa de los fantasmas</translation>
    </message>
    <message>
        <source>inside of the ghosts&apos; house</source>
        <translation>interior de la casa de los fantasmas</translation>
    </message>
    <message>
        <source>red ghost</source>
        <translation>fantasma rojo</translation>
    </message>
    <message>
        <source>pink ghost</source>
        <translation>fantasma rosa</translation>
    </message>
    <message>
        <source>cyan ghost</source>
        <translation>fantasma cian</translation>
    </message>
    <message>
        <source>orange ghost</source>
        <translation>fantasma naranja</translation>
    </message>
    <message>
        <source>up</source>
        <translation>arriba</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>down</source>
        <translation>abajo</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>Pink&apos;s slip</source>
        <translation>Desliz del rosa</translation>
    </message>
    <message>
        <source>Red hunts by A*</source>
        <translation>El rojo caza con A*</translation>
    </message>
    <message>
        <source>Dot counters</source>
        <translation>Contadores de bolitas</translation>
    </message>
</context>
<context>
    <name>mazeworks::Tiled</name>
    <message>
        <source>this is not JSON: %1</source>
        <extracomment>%1: what the JSON reader says is wrong.</extracomment>
        <translation>esto no es JSON: %1</translation>
    </message>
    <message>
        <source>a Tiled map is a JSON object, this is not one</source>
        <translation>un mapa de Tiled es un objeto JSON, esto no lo es</translation>
    </message>
    <message>
        <source>this is not a Tiled map (TMX): %1</source>
        <extracomment>%1: what the XML reader says is wrong.</extracomment>
        <translation>esto no es un mapa de Tiled (TMX): %1</translation>
    </message>
    <message>
        <source>a Tiled map (.tmx) starts with &lt;map&gt;, not &lt;%1&gt;</source>
        <translation>un mapa de Tiled (.tmx) empieza con &lt;map&gt;, no con &lt;%1&gt;</translation>
    </message>
    <message>
        <source>this is a Tiled tileset, not a map</source>
        <translation>esto es un conjunto de patrones de Tiled, no un mapa</translation>
    </message>
    <message>
        <source>&quot;type&quot;: &quot;%1&quot; is not a Tiled map</source>
        <translation>&quot;type&quot;: &quot;%1&quot; no es un mapa de Tiled</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not a number</source>
        <extracomment>%1: the name of a field of the file; %2: what it holds.</extracomment>
        <translation>&quot;%1&quot;: %2 no es un número</translation>
    </message>
    <message>
        <source>the map is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>el mapa mide %1 x %2 casillas; un laberinto mide de 1 a %3 casillas de ancho y de alto</translation>
    </message>
    <message>
        <source>a tile needs a width and a height in pixels (&quot;tilewidth&quot;, &quot;tileheight&quot;)</source>
        <translation>un patrón necesita un ancho y un alto en píxeles (&quot;tilewidth&quot;, &quot;tileheight&quot;)</translation>
    </message>
    <message>
        <source>the map has no tile layer</source>
        <translation>el mapa no tiene ninguna capa de patrones</translation>
    </message>
    <message>
        <source>the tile layers hold more than %1 tiles in all</source>
        <translation>las capas de patrones contienen en total más de %1 casillas</translation>
    </message>
    <message>
        <source>the layer is %1 x %2 tiles, the map %3 x %4</source>
        <extracomment>%1 x %2: the layer&apos;s size; %3 x %4: the map&apos;s.</extracomment>
        <translation>la capa mide %1 x %2 casillas, el mapa %3 x %4</translation>
    </message>
    <message>
        <source>its data has %1 tiles, not the %4 of %2 x %3</source>
        <extracomment>%1: the tiles of the layer&apos;s data; %2 x %3: the layer&apos;s size; %4: its tiles.</extracomment>
        <translation>sus datos tienen %1 casillas, no las %4 de %2 x %3</translation>
    </message>
    <message>
        <source>tile %1 of the data: %2 is not a tile number</source>
        <extracomment>%1: the place of the number in the layer&apos;s data, from 0; %2: what is there, as the file spells it.</extracomment>
        <translation>casilla %1 de los datos: %2 no es un número de patrón</translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation>la capa no tiene datos de casillas</translation>
    </message>
    <message>
        <source>the tile data&apos;s encoding &quot;%1&quot; is neither csv nor base64</source>
        <translation>la codificación &quot;%1&quot; de los datos de casillas no es ni csv ni base64</translation>
    </message>
    <message>
        <source>the tile data is not valid Base64</source>
        <translation>los datos de casillas no son Base64 válido</translation>
    </message>
    <message>
        <source>&quot;%1&quot; compression is none that Tiled writes (zlib, gzip, zstd)</source>
        <translation>la compresión &quot;%1&quot; no es ninguna de las que escribe Tiled (zlib, gzip, zstd)</translation>
    </message>
    <message>
        <source>the %1-compressed tile data holds more than the %2 bytes of its %3 tiles</source>
        <extracomment>%1: zlib, gzip or zstd.</extracomment>
        <translation>los datos de casillas comprimidos con %1 contienen más que los %2 bytes de sus %3 casillas</translation>
    </message>
    <message>
        <source>the %1-compressed tile data cannot be uncompressed: it is damaged or cut short</source>
        <translation>los datos de casillas comprimidos con %1 no se pueden descomprimir: están dañados o cortados</translation>
    </message>
    <message>
        <source>the tile data is %1 bytes, not 4 bytes for each of its %2 tiles</source>
        <translation>los datos de casillas ocupan %1 bytes, no 4 bytes por cada una de sus %2 casillas</translation>
    </message>
    <message>
        <source>the chunk at %1, %2 of %3 x %4 tiles is too large or too far out</source>
        <extracomment>%1, %2: the column and row where the chunk starts; %3 x %4: its size.</extracomment>
        <translation>el fragmento en %1, %2 de %3 x %4 casillas es demasiado grande o está demasiado lejos</translation>
    </message>
    <message>
        <source>the tiles of the infinite map span %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>las casillas del mapa infinito abarcan %1 x %2 casillas; un laberinto mide de 1 a %3 casillas de ancho y de alto</translation>
    </message>
    <message>
        <source>the infinite map has no tile anywhere</source>
        <translation>el mapa infinito no tiene ninguna casilla</translation>
    </message>
    <message>
        <source>its &quot;firstgid&quot; is missing or not a positive number</source>
        <translation>su &quot;firstgid&quot; falta o no es un número positivo</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1: a file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tiled tileset: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 no es un conjunto de patrones de Tiled: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tiled object template: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 no es una plantilla de objeto de Tiled: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of tile (wall, dot, energizer, floor, tunnel, door, house)</source>
        <translation>&quot;%1&quot; no es un tipo de casilla (wall, dot, energizer, floor, tunnel, door, house)</translation>
    </message>
    <message>
        <source>tile %1 of tileset &quot;%2&quot; has no kind (%3 on the map): in Tiled, give the tile a &quot;kind&quot; property or a type such as wall or dot</source>
        <extracomment>%1: the tile&apos;s number in its tileset; %2: the tileset; %3: how many tiles of the map are this tile.</extracomment>
        <translation>el patrón %1 del conjunto &quot;%2&quot; no tiene tipo (%3 en el mapa): en Tiled, dele al patrón una propiedad &quot;kind&quot; o un tipo como wall o dot</translation>
    </message>
    <message>
        <source>tile %1 is in no tileset (%2 on the map)</source>
        <extracomment>%1: a tile number; %2: how many tiles of the map have it.</extracomment>
        <translation>el patrón %1 no está en ningún conjunto (%2 en el mapa)</translation>
    </message>
    <message>
        <source>it lies at x %1, y %2, far outside any map</source>
        <extracomment>%1, %2: the object&apos;s position in pixels.</extracomment>
        <translation>está en x %1, y %2, muy fuera de cualquier mapa</translation>
    </message>
    <message>
        <source>heading &quot;%1&quot; is not a direction (up, left, down, right)</source>
        <translation>heading &quot;%1&quot; no es una dirección (up, left, down, right)</translation>
    </message>
    <message>
        <source>it has no &quot;kind&quot; property (red, pink, cyan, orange)</source>
        <translation>no tiene la propiedad &quot;kind&quot; (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <translation>kind &quot;%1&quot; no es un fantasma (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release &quot;%1&quot; is not a number of seconds from 0 up</source>
        <translation>release &quot;%1&quot; no es un número de segundos desde 0</translation>
    </message>
    <message>
        <source>a second &quot;%1&quot; (the first is object %2)</source>
        <extracomment>%1: the object&apos;s type (muncher, ghost, corner, fruit); %2: the first object&apos;s number.</extracomment>
        <translation>un segundo &quot;%1&quot; (el primero es el objeto %2)</translation>
    </message>
    <message>
        <source>the map is %1, a maze is orthogonal: its tiles are read as a grid of squares, row by row</source>
        <extracomment>%1: isometric, staggered or hexagonal, as Tiled names them.</extracomment>
        <translation>el mapa es %1, un laberinto es ortogonal: sus casillas se leen como una cuadrícula de cuadrados, fila a fila</translation>
    </message>
    <message>
        <source>the layer is hidden in Tiled, so it is left out</source>
        <translation>la capa está oculta en Tiled, así que se deja fuera</translation>
    </message>
    <message>
        <source>an image layer has no tiles, so it is left out</source>
        <translation>una capa de imagen no tiene casillas, así que se deja fuera</translation>
    </message>
    <message>
        <source>Tiled draws the layer %1, %2 pixels off the grid; its tiles are read where the grid has them</source>
        <translation>Tiled dibuja la capa desplazada %1, %2 píxeles de la cuadrícula; sus casillas se leen donde las tiene la cuadrícula</translation>
    </message>
    <message>
        <source>its type &quot;%1&quot; is no place of a maze (muncher, ghost, corner, fruit), so it is left out</source>
        <translation>su tipo &quot;%1&quot; no es ningún lugar de un laberinto (muncher, ghost, corner, fruit), así que se deja fuera</translation>
    </message>
    <message>
        <source>it has no type, so it is no place of a maze and is left out</source>
        <translation>no tiene tipo, así que no es ningún lugar de un laberinto y se deja fuera</translation>
    </message>
    <message>
        <source>it is hidden in Tiled, so it is left out</source>
        <translation>está oculto en Tiled, así que se deja fuera</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot; means nothing to a maze, so it is left out</source>
        <translation>la propiedad &quot;%1&quot; no significa nada para un laberinto, así que se deja fuera</translation>
    </message>
    <message>
        <source>the property &quot;rules&quot;: &quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters), so it is left out</source>
        <translation>la propiedad &quot;rules&quot;: &quot;%1&quot; no es una regla (pink-slip, red-astar, dot-counters), así que se deja fuera</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot;: &quot;%2&quot; is not a number of seconds from 0 up, so it is left out</source>
        <extracomment>%1: the property&apos;s name; %2: its value.</extracomment>
        <translation>la propiedad &quot;%1&quot;: &quot;%2&quot; no es un número de segundos desde 0, así que se deja fuera</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot;: &quot;%2&quot; is not a count of dots from 0 up, so it is left out</source>
        <extracomment>%1: the property&apos;s name; %2: its value.</extracomment>
        <translation>la propiedad &quot;%1&quot;: &quot;%2&quot; no es un número de bolitas desde 0, así que se deja fuera</translation>
    </message>
    <message>
        <source>the tile layers %1 are laid over one another, bottom first: each tile of the level is the uppermost one there; %2 tiles cover a tile of another kind</source>
        <extracomment>%1: the layers&apos; names, bottom first; %2: how many tiles of a lower layer are covered by one of another kind.</extracomment>
        <translation>las capas de patrones %1 se superponen, la de abajo primero: cada casilla del nivel es el patrón más alto en ese lugar; %2 casillas cubren una de otro tipo</translation>
    </message>
    <message>
        <source>the map is infinite: the level is the rectangle its tiles cover, columns %1 to %2 and rows %3 to %4 of the map</source>
        <translation>el mapa es infinito: el nivel es el rectángulo que cubren sus casillas, columnas %1 a %2 y filas %3 a %4 del mapa</translation>
    </message>
    <message>
        <source>%1 tiles of tileset &quot;%2&quot; have the kinds given for them, not kinds of the tileset</source>
        <extracomment>%1: how many tiles; %2: the tileset&apos;s name.</extracomment>
        <translation>%1 patrones del conjunto &quot;%2&quot; tienen los tipos que se dieron para ellos, no tipos del conjunto</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... y %1 problemas más</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>objeto %1</translation>
    </message>
    <message>
        <source>object %1 &quot;%2&quot;</source>
        <translation>objeto %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot;</source>
        <translation>conjunto de patrones &quot;%1&quot;</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot;, tile %2</source>
        <translation>conjunto de patrones &quot;%1&quot;, patrón %2</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot;</source>
        <translation>capa &quot;%1&quot;</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>columna %1, fila %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>the %1-compressed tile data needs a %2 MiB window to uncompress, more than the %3 MiB allowed</source>
        <extracomment>%1: zstd; %2, %3: sizes in mebibytes (MiB). The window is how far back zstd&apos;s data may refer.</extracomment>
        <translation>los datos de casillas comprimidos con %1 necesitan una ventana de %2 MiB para descomprimirse, más que los %3 MiB permitidos</translation>
    </message>
</context>
<context>
    <name>mazeworks::ToolsDock</name>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Next &amp;Ghost</source>
        <translation>&amp;Siguiente fantasma</translation>
    </message>
    <message>
        <source>Next Ghost&apos;s &amp;Corner</source>
        <translation>Siguiente &amp;esquina de fantasma</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Mirror Painting</source>
        <translation>Pintar en &amp;espejo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror Painting&lt;/b&gt; (M)&lt;br&gt;What is painted on one half is painted on the other too, left and right, as arcade mazes are. Places are not mirrored.</source>
        <translation>&lt;b&gt;Pintar en espejo&lt;/b&gt; (M)&lt;br&gt;Lo que se pinta en una mitad se pinta también en la otra, izquierda y derecha, como en los laberintos de arcade. Las posiciones no se reflejan.</translation>
    </message>
    <message>
        <source>Turn &amp;Anticlockwise</source>
        <translation>Girar en sentido &amp;antihorario</translation>
    </message>
    <message>
        <source>Heading %1</source>
        <translation>Orientación: %1</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>Orientación</translation>
    </message>
    <message>
        <source>&amp;Places</source>
        <translation>&amp;Posiciones</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>&amp;Casillas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <translation>%1, orientación: %2</translation>
    </message>
    <message>
        <source>%1, mirrored</source>
        <translation>%1, en espejo</translation>
    </message>
    <message>
        <source>Turn Clock&amp;wise</source>
        <translation>Girar en sentido &amp;horario</translation>
    </message>
</context>
<context>
    <name>mazeworks::UndoNames</name>
    <message numerus="yes">
        <source>Paint %Ln wall</source>
        <translation>
            <numerusform>Pintar %Ln pared</numerusform>
            <numerusform>Pintar %Ln paredes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln walls</source>
        <translation>
            <numerusform>Pintar %Ln pared</numerusform>
            <numerusform>Pintar %Ln paredes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln dot</source>
        <translation>
            <numerusform>Pintar %Ln bolita</numerusform>
            <numerusform>Pintar %Ln bolitas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln dots</source>
        <translation>
            <numerusform>Pintar %Ln bolita</numerusform>
            <numerusform>Pintar %Ln bolitas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln energizer</source>
        <translation>
            <numerusform>Pintar %Ln energizador</numerusform>
            <numerusform>Pintar %Ln energizadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln energizers</source>
        <translation>
            <numerusform>Pintar %Ln energizador</numerusform>
            <numerusform>Pintar %Ln energizadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln floor tile</source>
        <translation>
            <numerusform>Pintar %Ln casilla de suelo</numerusform>
            <numerusform>Pintar %Ln casillas de suelo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln floor tiles</source>
        <translation>
            <numerusform>Pintar %Ln casilla de suelo</numerusform>
            <numerusform>Pintar %Ln casillas de suelo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln tunnel tile</source>
        <translation>
            <numerusform>Pintar %Ln casilla de túnel</numerusform>
            <numerusform>Pintar %Ln casillas de túnel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln tunnel tiles</source>
        <translation>
            <numerusform>Pintar %Ln casilla de túnel</numerusform>
            <numerusform>Pintar %Ln casillas de túnel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln door tile</source>
        <translation>
            <numerusform>Pintar %Ln casilla de puerta</numerusform>
            <numerusform>Pintar %Ln casillas de puerta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln door tiles</source>
        <translation>
            <numerusform>Pintar %Ln casilla de puerta</numerusform>
            <numerusform>Pintar %Ln casillas de puerta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln house tile</source>
        <translation>
            <numerusform>Pintar %Ln casilla de la casa</numerusform>
            <numerusform>Pintar %Ln casillas de la casa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln house tiles</source>
        <translation>
            <numerusform>Pintar %Ln casilla de la casa</numerusform>
            <numerusform>Pintar %Ln casillas de la casa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %Ln tile</source>
        <translation>
            <numerusform>Borrar %Ln casilla</numerusform>
            <numerusform>Borrar %Ln casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %Ln tiles</source>
        <translation>
            <numerusform>Borrar %Ln casilla</numerusform>
            <numerusform>Borrar %Ln casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln tile</source>
        <translation>
            <numerusform>Cambiar %Ln casilla</numerusform>
            <numerusform>Cambiar %Ln casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln tiles</source>
        <translation>
            <numerusform>Cambiar %Ln casilla</numerusform>
            <numerusform>Cambiar %Ln casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>Place the red ghost</source>
        <translation>Colocar al fantasma rojo</translation>
    </message>
    <message>
        <source>Place the pink ghost</source>
        <translation>Colocar al fantasma rosa</translation>
    </message>
    <message>
        <source>Place the cyan ghost</source>
        <translation>Colocar al fantasma cian</translation>
    </message>
    <message>
        <source>Place the orange ghost</source>
        <translation>Colocar al fantasma naranja</translation>
    </message>
    <message>
        <source>Move the red ghost</source>
        <translation>Mover al fantasma rojo</translation>
    </message>
    <message>
        <source>Move the pink ghost</source>
        <translation>Mover al fantasma rosa</translation>
    </message>
    <message>
        <source>Move the cyan ghost</source>
        <translation>Mover al fantasma cian</translation>
    </message>
    <message>
        <source>Move the orange ghost</source>
        <translation>Mover al fantasma naranja</translation>
    </message>
    <message>
        <source>Turn the red ghost</source>
        <translation>Girar al fantasma rojo</translation>
    </message>
    <message>
        <source>Turn the pink ghost</source>
        <translation>Girar al fantasma rosa</translation>
    </message>
    <message>
        <source>Turn the cyan ghost</source>
        <translation>Girar al fantasma cian</translation>
    </message>
    <message>
        <source>Turn the orange ghost</source>
        <translation>Girar al fantasma naranja</translation>
    </message>
    <message>
        <source>Move the red ghost&apos;s corner</source>
        <translation>Mover la esquina del fantasma rojo</translation>
    </message>
    <message>
        <source>Move the pink ghost&apos;s corner</source>
        <translation>Mover la esquina del fantasma rosa</translation>
    </message>
    <message>
        <source>Move the cyan ghost&apos;s corner</source>
        <translation>Mover la esquina del fantasma cian</translation>
    </message>
    <message>
        <source>Move the orange ghost&apos;s corner</source>
        <translation>Mover la esquina del fantasma naranja</translation>
    </message>
    <message>
        <source>Change the red ghost&apos;s release time</source>
        <translation>Cambiar el tiempo de salida del fantasma rojo</translation>
    </message>
    <message>
        <source>Change the pink ghost&apos;s release time</source>
        <translation>Cambiar el tiempo de salida del fantasma rosa</translation>
    </message>
    <message>
        <source>Change the cyan ghost&apos;s release time</source>
        <translation>Cambiar el tiempo de salida del fantasma cian</translation>
    </message>
    <message>
        <source>Change the orange ghost&apos;s release time</source>
        <translation>Cambiar el tiempo de salida del fantasma naranja</translation>
    </message>
    <message>
        <source>Change the red ghost&apos;s release dot count</source>
        <translation>Cambiar las bolitas antes de la salida del fantasma rojo</translation>
    </message>
    <message>
        <source>Change the pink ghost&apos;s release dot count</source>
        <translation>Cambiar las bolitas antes de la salida del fantasma rosa</translation>
    </message>
    <message>
        <source>Change the cyan ghost&apos;s release dot count</source>
        <translation>Cambiar las bolitas antes de la salida del fantasma cian</translation>
    </message>
    <message>
        <source>Change the orange ghost&apos;s release dot count</source>
        <translation>Cambiar las bolitas antes de la salida del fantasma naranja</translation>
    </message>
    <message>
        <source>Rename the level</source>
        <translation>Renombrar el nivel</translation>
    </message>
    <message>
        <source>Place the muncher</source>
        <translation>Colocar al comilón</translation>
    </message>
    <message>
        <source>Move the muncher</source>
        <translation>Mover al comilón</translation>
    </message>
    <message>
        <source>Turn the muncher</source>
        <translation>Girar al comilón</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Cambiar las reglas</translation>
    </message>
    <message>
        <source>Move the fruit</source>
        <translation>Mover la fruta</translation>
    </message>
    <message>
        <source>Place the fruit</source>
        <translation>Colocar la fruta</translation>
    </message>
    <message>
        <source>Change the level</source>
        <translation>Cambiar el nivel</translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln properties of the level</source>
        <translation>
            <numerusform>Cambiar %Ln propiedad del nivel</numerusform>
            <numerusform>Cambiar %Ln propiedades del nivel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightBrushTool</name>
    <message>
        <source>Weight Brush</source>
        <translation>Pincel de pesos</translation>
    </message>
    <message>
        <source>Click or drag to give tiles the chosen weight, the cost of entering them for Dijkstra and A* (1 to 9); Shift+click draws a line from the last tile painted.</source>
        <translation>Haz clic o arrastra para dar a las casillas el peso elegido, el costo de entrar en ellas para Dijkstra y A* (1 a 9); Mayús+clic traza una línea desde la última casilla pintada.</translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightCommand</name>
    <message>
        <source>Paint weights on 1 tile</source>
        <translation>Pintar pesos en 1 casilla</translation>
    </message>
    <message numerus="yes">
        <source>Paint weights on %n tiles</source>
        <translation>
            <numerusform>Pintar pesos en %n casilla</numerusform>
            <numerusform>Pintar pesos en %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>Paint weight %1 on 1 tile</source>
        <translation>Pintar el peso %1 en 1 casilla</translation>
    </message>
    <message numerus="yes">
        <source>Paint weight %1 on %n tiles</source>
        <translation>
            <numerusform>Pintar el peso %1 en %n casilla</numerusform>
            <numerusform>Pintar el peso %1 en %n casillas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightLook</name>
    <message>
        <source>road</source>
        <translation>camino</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>hierba</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>arena</translation>
    </message>
    <message>
        <source>scrub</source>
        <translation>matorral</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>bosque</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>colinas</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>pantano</translation>
    </message>
    <message>
        <source>rocks</source>
        <translation>rocas</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>montañas</translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightPalette</name>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>The cost of entering a tile for Dijkstra and A* in the overlays; breadth-first search ignores it. The game never looks at it.</source>
        <translation>El costo de entrar en una casilla para Dijkstra y A* en las superposiciones; la búsqueda en anchura lo ignora. El juego nunca lo tiene en cuenta.</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>Pe&amp;sos</translation>
    </message>
    <message>
        <source>Weight %1: %2</source>
        <translation>Peso %1: %2</translation>
    </message>
    <message>
        <source>&amp;Lighter Weight</source>
        <translation>Peso más &amp;ligero</translation>
    </message>
    <message>
        <source>&amp;Heavier Weight</source>
        <translation>Peso más p&amp;esado</translation>
    </message>
    <message>
        <source>Painting weight %1 (%2)</source>
        <translation>Pinta el peso %1 (%2)</translation>
    </message>
</context>
</TS>
