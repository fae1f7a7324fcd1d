/** The catalogue's instructions in Spanish, step for step as ../instructions.ts (the English source). */
export const INSTRUCTIONS: Readonly<Record<string, readonly string[]>> = {
  // Pecho
  'bench-press': [
    'Túmbate en el banco con los ojos bajo la barra, los pies bien apoyados y las escápulas juntas.',
    'Saca la barra con los brazos estirados y bájala a la parte baja del pecho, con los codos algo pegados.',
    'Empújala de nuevo sobre los hombros hasta estirar los brazos.',
    'Mantén la cadera en el banco y las muñecas encima de los codos.',
  ],
  'incline-bench-press': [
    'Pon el banco a unos 30 grados y túmbate con los ojos bajo la barra.',
    'Baja la barra a la parte alta del pecho, justo debajo de las clavículas.',
    'Empuja hasta que los brazos queden estirados sobre los hombros.',
    'Mantén las escápulas atrás y abajo durante toda la serie.',
  ],
  'decline-bench-press': [
    'Engancha las piernas bajo los rodillos de un banco declinado y túmbate con los ojos bajo la barra.',
    'Baja la barra con control a la parte baja del pecho.',
    'Empújala hasta estirar los brazos; si puedes, que un compañero te pase la barra.',
  ],
  'dumbbell-bench-press': [
    'Siéntate al borde de un banco plano con las mancuernas sobre los muslos, túmbate y llévalas sobre el pecho.',
    'Bájalas a los lados del pecho, con los codos a unos 45 grados del cuerpo.',
    'Empújalas hacia arriba y un poco hacia dentro hasta estirar los brazos.',
    'Al terminar la serie, apóyalas de nuevo en los muslos mientras te incorporas.',
  ],
  'incline-dumbbell-press': [
    'Pon el banco a 30–45 grados y lleva las mancuernas a los hombros al tumbarte.',
    'Empújalas sobre la parte alta del pecho hasta estirar los brazos.',
    'Bájalas despacio hasta notar el estiramiento en todo el pecho.',
  ],
  'decline-dumbbell-press': [
    'Sujeta las piernas en un banco declinado y sostén las mancuernas a los lados de la parte baja del pecho.',
    'Empújalas sobre el pecho hasta estirar los brazos.',
    'Bájalas con control, con los codos algo pegados.',
  ],
  'close-grip-bench-press': [
    'Túmbate en el banco y agarra la barra más o menos a la anchura de los hombros, más cerrado que en tu press de banca habitual.',
    'Bájala a la parte baja del pecho con los codos pegados al cuerpo.',
    'Empuja estirando los codos con fuerza; el tríceps hace casi todo el trabajo.',
  ],
  'floor-press': [
    'Túmbate en el suelo bajo la barra, en un rack a poca altura, con las rodillas flexionadas o las piernas estiradas.',
    'Baja la barra hasta que los brazos toquen el suelo y haz una breve pausa.',
    'Empújala de nuevo hasta estirar los brazos.',
  ],
  'machine-chest-press': [
    'Ajusta el asiento para que los agarres queden a la altura de la mitad del pecho.',
    'Siéntate con la espalda contra el respaldo y empuja los agarres hacia delante hasta estirar los brazos.',
    'Déjalos volver despacio hasta notar el estiramiento en el pecho, sin dejar que el peso descanse.',
  ],
  'smith-machine-bench-press': [
    'Coloca el banco de modo que la barra baje a la parte baja del pecho.',
    'Desengancha la barra girando las muñecas y bájala al pecho con control.',
    'Empuja hasta estirar los brazos y, al terminar, gira los ganchos para dejarla en un seguro.',
  ],
  'dumbbell-fly': [
    'Túmbate en un banco plano con las mancuernas sobre el pecho y las palmas enfrentadas.',
    'Con los codos un poco flexionados, abre los brazos hasta notar el estiramiento en el pecho.',
    'Vuelve a juntarlas sobre el pecho como si abrazaras un barril.',
    'Mantén la misma flexión del codo todo el rato; no es un press.',
  ],
  'incline-dumbbell-fly': [
    'Túmbate en un banco a unos 30 grados, con las mancuernas sobre la parte alta del pecho y las palmas enfrentadas.',
    'Abre los brazos en un arco amplio con los codos relajados hasta que se estire el pecho.',
    'Júntalas de nuevo sobre el pecho apretándolo.',
  ],
  'cable-crossover': [
    'Pon ambas poleas arriba, coge un agarre en cada mano y da un paso adelante con un pie más adelantado que el otro.',
    'Inclínate un poco hacia delante con los codos algo flexionados y los brazos bien abiertos.',
    'Lleva los agarres hacia abajo hasta juntarlos delante de la cadera y déjalos volver despacio.',
  ],
  'pec-deck': [
    'Ajusta el asiento para que los agarres queden a la altura del pecho y siéntate con la espalda apoyada en el respaldo.',
    'Junta los agarres delante del pecho con los codos un poco flexionados.',
    'Abre despacio hasta notar el estiramiento, sin dejar que las placas se toquen.',
  ],
  'push-up': [
    'Empieza en plancha alta, con las manos algo más abiertas que los hombros y el cuerpo recto de la cabeza a los talones.',
    'Baja el pecho hasta casi rozar el suelo, con los codos a unos 45 grados del cuerpo.',
    'Empuja el suelo hasta estirar los brazos.',
    'Aprieta los glúteos para que la cadera ni se hunda ni suba.',
  ],
  dip: [
    'Sujétate en las paralelas con los brazos estirados y los hombros bajos.',
    'Inclínate un poco hacia delante y baja hasta que los brazos queden más o menos paralelos al suelo.',
    'Empuja de nuevo hasta estirar los brazos.',
    'Añade peso con un cinturón cuando las repeticiones con tu peso corporal te resulten fáciles.',
  ],
  'bench-dip': [
    'Siéntate al borde de un banco con las manos junto a la cadera y desliza la cadera fuera, con las piernas por delante.',
    'Flexiona los codos hacia atrás para bajar la cadera hacia el suelo.',
    'Empuja hasta estirar los brazos; con las rodillas flexionadas es más fácil.',
  ],
  'dumbbell-pullover': [
    'Túmbate atravesado o a lo largo de un banco con una mancuerna sujeta con ambas manos sobre el pecho.',
    'Con los codos un poco flexionados, llévala detrás de la cabeza hasta notar el estiramiento en dorsales y pecho.',
    'Tráela de nuevo sobre el pecho por el mismo arco.',
  ],
  'landmine-press': [
    'Encaja un extremo de una barra en una esquina o un landmine y sujeta el otro a la altura del hombro.',
    'Colócate con un pie adelantado y empuja la barra hacia arriba y adelante hasta estirar el brazo.',
    'Bájala con control hasta el hombro; cambia de lado al terminar la serie.',
  ],

  // Hombros
  'overhead-press': [
    'Ponte de pie con la barra apoyada delante de los hombros, las manos justo por fuera y los pies a la anchura de la cadera.',
    'Aprieta los glúteos y el abdomen y empuja la barra recta hacia arriba, apartando la cabeza hacia atrás.',
    'Termina con la barra sobre el centro de los pies y la cabeza entre los brazos.',
    'Bájala con control hasta los hombros.',
  ],
  'dumbbell-shoulder-press': [
    'Siéntate en un banco con la espalda recta y las mancuernas a la altura de los hombros, palmas hacia delante.',
    'Empújalas hasta estirar los brazos, juntándolas un poco.',
    'Bájalas de nuevo a la altura de los hombros.',
  ],
  'arnold-press': [
    'Siéntate erguido con las mancuernas delante de los hombros y las palmas hacia ti.',
    'Empuja hacia arriba girando las palmas hacia delante, hasta terminar con los brazos estirados sobre la cabeza.',
    'Gíralas de vuelta mientras bajas a la posición inicial.',
  ],
  'push-press': [
    'Ponte de pie con la barra delante de los hombros, como en el press militar.',
    'Flexiona un poco las rodillas, unos centímetros, con el torso erguido.',
    'Empuja con las piernas y aprovecha ese impulso para llevar la barra por encima de la cabeza.',
    'Bájala a los hombros flexionando las rodillas para amortiguar.',
  ],
  'machine-shoulder-press': [
    'Ajusta el asiento para que los agarres empiecen más o menos a la altura de los hombros.',
    'Empuja los agarres hacia arriba hasta estirar los brazos, con la espalda en el respaldo.',
    'Bájalos despacio a la posición inicial.',
  ],
  'lateral-raise': [
    'Ponte de pie con las mancuernas a los lados y los codos un poco flexionados.',
    'Elévalas hacia los lados hasta que los brazos queden a la altura de los hombros.',
    'Bájalas despacio; guía con los codos y no te balancees.',
  ],
  'cable-lateral-raise': [
    'Pon la polea abajo, colócate de lado y sujeta el agarre con la mano más alejada.',
    'Eleva el brazo hacia el lado hasta la altura del hombro, con el codo un poco flexionado.',
    'Bájalo despacio contra el cable; cambia de lado al terminar la serie.',
  ],
  'machine-lateral-raise': [
    'Ajusta el asiento para que los hombros queden alineados con los ejes de la máquina, con los brazos contra las almohadillas.',
    'Eleva los brazos hacia los lados hasta la altura de los hombros.',
    'Bájalos con control sin dejar que el peso descanse.',
  ],
  'front-raise': [
    'Ponte de pie con las mancuernas delante de los muslos.',
    'Elévalas por delante con los brazos casi estirados hasta la altura de los hombros.',
    'Bájalas despacio, sin echarte hacia atrás.',
  ],
  'rear-delt-fly': [
    'Inclínate desde la cadera con la espalda recta y las mancuernas colgando bajo el pecho.',
    'Con los codos relajados, elévalas hacia los lados hasta que los brazos queden a la altura del cuerpo.',
    'Bájalas despacio; mantén los hombros bajos, lejos de las orejas.',
  ],
  'reverse-pec-deck': [
    'Siéntate de cara al respaldo de la máquina de contractor, con los agarres en la posición trasera a la altura de los hombros.',
    'Lleva los agarres hacia atrás y afuera en un arco amplio hasta que los brazos queden alineados con el cuerpo.',
    'Devuélvelos despacio hacia delante.',
  ],
  'face-pull': [
    'Pon una cuerda en la polea a la altura de la cara y sujeta los extremos con los pulgares hacia ti.',
    'Retrocede hasta estirar los brazos y tira de la cuerda hacia la cara, separando los extremos.',
    'Termina con los codos altos y las manos junto a las orejas, y deja volver la cuerda despacio.',
  ],
  'upright-row': [
    'Ponte de pie con la barra delante de los muslos y las manos a la anchura de los hombros.',
    'Súbela pegada al cuerpo, guiando con los codos, hasta más o menos la altura del pecho.',
    'Bájala despacio; para antes si notas pinchazos en los hombros.',
  ],
  'barbell-shrug': [
    'Ponte de pie con la barra delante de los muslos y los brazos estirados.',
    'Sube los hombros rectos hacia las orejas y aguanta un momento.',
    'Bájalos del todo; no hagas círculos con los hombros.',
  ],
  'dumbbell-shrug': [
    'Ponte de pie con las mancuernas a los lados y los brazos estirados.',
    'Sube los hombros rectos hacia las orejas y haz una pausa.',
    'Bájalos despacio del todo.',
  ],
  'handstand-push-up': [
    'Sube a la vertical de cara a la pared, con las manos algo más abiertas que los hombros.',
    'Baja hasta que la cabeza toque suavemente el suelo o una colchoneta.',
    'Empuja hasta estirar los brazos, con el cuerpo firme.',
  ],
  'pike-push-up': [
    'Empieza en posición de flexión y acerca los pies hasta que la cadera quede alta y el cuerpo forme una V invertida.',
    'Flexiona los codos para bajar la coronilla hacia el suelo entre las manos.',
    'Empuja hasta estirar los brazos.',
  ],

  // Brazos
  'triceps-pushdown': [
    'Ponte de cara a una polea alta con una barra recta y los codos pegados a los costados.',
    'Empuja la barra hacia abajo hasta estirar los brazos.',
    'Déjala subir hasta que los antebrazos pasen un poco de la horizontal, sin mover los codos.',
  ],
  'rope-pushdown': [
    'Ponte de cara a una polea alta con una cuerda y los codos pegados a los costados.',
    'Empuja hacia abajo hasta estirar los brazos, separando los extremos de la cuerda al final.',
    'Deja subir la cuerda con control sin mover los codos.',
  ],
  'skull-crusher': [
    'Túmbate en un banco con una barra Z sobre los hombros y los brazos estirados.',
    'Flexiona solo los codos para bajar la barra hacia la frente o justo detrás de la cabeza.',
    'Estira los brazos para subirla; la parte superior de los brazos no se mueve.',
  ],
  'overhead-triceps-extension': [
    'Sentado o de pie, sujeta una mancuerna sobre la cabeza con ambas manos bajo el disco de arriba.',
    'Flexiona los codos para bajarla detrás de la cabeza, con los codos apuntando arriba.',
    'Estira los brazos para subirla de nuevo.',
  ],
  'cable-overhead-triceps-extension': [
    'De espaldas a una polea baja, sujeta una cuerda detrás de la cabeza, con los codos apuntando al frente.',
    'Estira los brazos hacia arriba y adelante hasta la extensión completa.',
    'Deja que las manos vuelvan despacio detrás de la cabeza, sin mover los codos.',
  ],
  'triceps-kickback': [
    'Inclínate con la espalda recta, una mancuerna en una mano y el brazo pegado al costado.',
    'Estira el codo para llevar la mancuerna atrás hasta que el brazo quede recto.',
    'Bájala hasta formar un ángulo recto en el codo sin mover el brazo.',
  ],
  'diamond-push-up': [
    'Empieza en posición de flexión con las manos juntas bajo el pecho, tocándose pulgares e índices.',
    'Baja el pecho hacia las manos con los codos pegados al cuerpo.',
    'Empuja hasta estirar los brazos.',
  ],
  'jm-press': [
    'Túmbate en un banco y sujeta la barra con agarre cerrado sobre los hombros.',
    'Flexiona los codos y deja que la barra baje hacia la barbilla, con los codos apuntando a los pies.',
    'Súbela de nuevo estirando los brazos.',
  ],
  'barbell-curl': [
    'Ponte de pie con la barra en agarre supino a la anchura de los hombros y los brazos estirados.',
    'Súbela hacia los hombros con los codos pegados a los costados.',
    'Bájala despacio del todo; no balancees el cuerpo.',
  ],
  'ez-bar-curl': [
    'Ponte de pie con una barra Z agarrada por sus asas inclinadas y los brazos estirados.',
    'Súbela hacia los hombros sin adelantar los codos.',
    'Bájala con control hasta estirar los brazos.',
  ],
  'dumbbell-curl': [
    'Ponte de pie con las mancuernas a los lados y las palmas hacia delante.',
    'Súbelas hacia los hombros con los codos pegados a los costados.',
    'Bájalas despacio; puedes subir las dos a la vez o alternar los brazos.',
  ],
  'hammer-curl': [
    'Ponte de pie con las mancuernas a los lados y las palmas enfrentadas.',
    'Súbelas con las palmas hacia dentro y los codos quietos.',
    'Bájalas despacio a la posición inicial.',
  ],
  'incline-dumbbell-curl': [
    'Recuéstate en un banco a unos 45 grados, con los brazos colgando estirados y las mancuernas en las manos.',
    'Súbelas sin dejar que los codos se adelanten.',
    'Bájalas del todo hasta estirar de nuevo los brazos.',
  ],
  'preacher-curl': [
    'Siéntate en el banco Scott con la parte trasera de los brazos apoyada en el cojín y una barra Z en las manos.',
    'Sube la barra hasta que los antebrazos queden casi verticales.',
    'Bájala despacio hasta que los brazos estén casi estirados.',
  ],
  'concentration-curl': [
    'Siéntate en un banco y apoya la parte trasera de un brazo contra el interior del muslo.',
    'Sube la mancuerna hacia el hombro.',
    'Bájala despacio hasta estirar el brazo; cambia de lado al terminar la serie.',
  ],
  'cable-curl': [
    'Ponte de cara a una polea baja con una barra recta o un agarre en supino.',
    'Súbelo hacia los hombros con los codos fijos en los costados.',
    'Bájalo con control contra el cable.',
  ],
  'machine-curl': [
    'Ajusta el asiento para que los codos queden alineados con el eje de la máquina, los brazos sobre el cojín.',
    'Sube los agarres hacia los hombros.',
    'Bájalos despacio hasta que los brazos queden casi estirados.',
  ],
  'reverse-curl': [
    'Ponte de pie con la barra en agarre prono a la anchura de los hombros.',
    'Súbela hacia los hombros con las muñecas rectas y los codos quietos.',
    'Bájala despacio a la posición inicial.',
  ],
  'wrist-curl': [
    'Siéntate con los antebrazos sobre los muslos o un banco, palmas arriba, las muñecas justo fuera del borde y la barra en las manos.',
    'Deja que la barra ruede hacia las yemas de los dedos.',
    'Flexiona las muñecas hacia arriba todo lo que puedas y bájalas despacio.',
  ],
  'reverse-wrist-curl': [
    'Siéntate con los antebrazos sobre los muslos o un banco, palmas abajo, las muñecas justo fuera del borde y la barra en las manos.',
    'Baja el dorso de las manos hacia el suelo.',
    'Sube los nudillos todo lo que puedas y bájalos despacio.',
  ],
  'farmers-walk': [
    'Colócate entre dos mancuernas pesadas o asas de paseo del granjero y levántalas con la espalda recta.',
    'Camina con pasos cortos y rápidos, erguido y con los hombros hacia atrás.',
    'Agarra fuerte y que los pesos no te golpeen las piernas; déjalos en el suelo con la espalda recta.',
  ],
  'dead-hang': [
    'Agarra una barra de dominadas con las manos más o menos a la anchura de los hombros.',
    'Levanta los pies y cuélgate con los brazos estirados, los hombros relajados o ligeramente hacia abajo.',
    'Respira con calma y aguanta el tiempo que te hayas marcado.',
  ],

  // Bisagra de cadera y espalda
  deadlift: [
    'Ponte con la barra sobre el centro de los pies y los pies a la anchura de la cadera.',
    'Agáchate y agarra la barra justo por fuera de las piernas, acerca las espinillas a la barra y pon la espalda recta.',
    'Empuja el suelo y ponte de pie, con la barra pegada a las piernas.',
    'Bloquea con la cadera adelante y baja la barra por el mismo camino.',
  ],
  'sumo-deadlift': [
    'Colócate con los pies muy abiertos, las puntas hacia fuera y la barra sobre el centro de los pies.',
    'Agarra la barra por dentro de las rodillas con los brazos estirados y el pecho arriba.',
    'Empuja las rodillas hacia fuera y el suelo hacia abajo para levantarte, con la barra cerca del cuerpo.',
    'Bájala con control volviendo a sentarte entre las piernas.',
  ],
  'trap-bar-deadlift': [
    'Métete en la barra hexagonal con los pies a la anchura de la cadera, centrado entre las asas.',
    'Agáchate, agarra las asas y pon la espalda recta con el pecho arriba.',
    'Empuja con las piernas hasta quedar erguido y baja la barra de nuevo al suelo.',
  ],
  'dumbbell-deadlift': [
    'Ponte de pie con una mancuerna a cada lado de los pies.',
    'Flexiona cadera y rodillas para agarrarlas con la espalda recta.',
    'Levántate erguido con las mancuernas cerca de las piernas y bájalas por el mismo camino.',
  ],
  'deficit-deadlift': [
    'Súbete a un disco o una plataforma baja, de tres a cinco centímetros, con la barra sobre el centro de los pies.',
    'Colócate como en el peso muerto: agarre, espinillas a la barra, espalda recta.',
    'Tira desde esa posición más baja hasta quedar de pie y baja la barra con control.',
  ],
  'rack-pull': [
    'Pon la barra sobre los seguros o unos bloques, más o menos a la altura de las rodillas.',
    'Agárrala justo por fuera de las piernas, con la espalda recta y los hombros sobre la barra.',
    'Lleva la cadera adelante hasta quedar erguido y baja la barra de nuevo a los seguros.',
  ],
  'romanian-deadlift': [
    'Ponte erguido con la barra delante de los muslos y las rodillas desbloqueadas.',
    'Lleva la cadera atrás y deja que la barra baje por las piernas hasta notar un buen estiramiento en los isquios.',
    'Lleva la cadera adelante para volver a ponerte de pie.',
    'Mantén la espalda recta; las rodillas siguen un poco flexionadas y apenas se mueven.',
  ],
  'dumbbell-romanian-deadlift': [
    'Ponte erguido con las mancuernas delante de los muslos y las rodillas desbloqueadas.',
    'Lleva la cadera atrás y baja las mancuernas por las piernas hasta que se estiren los isquios.',
    'Lleva la cadera adelante para levantarte, con la espalda recta todo el tiempo.',
  ],
  'stiff-leg-deadlift': [
    'Ponte de pie con la barra delante de los muslos y las rodillas casi estiradas.',
    'Flexiona la cadera y baja la barra con la espalda recta hasta donde te dejen los isquios.',
    'Vuelve a ponerte de pie llevando la cadera adelante.',
  ],
  'single-leg-romanian-deadlift': [
    'Apóyate en una pierna, con una mancuerna en la mano contraria y la rodilla de apoyo un poco flexionada.',
    'Inclínate hacia delante mientras la pierna libre va hacia atrás, hasta que el cuerpo quede casi horizontal.',
    'Vuelve a ponerte de pie con la cadera paralela al suelo; cambia de lado al terminar la serie.',
  ],
  'good-morning': [
    'Coloca la barra en la parte alta de la espalda como para una sentadilla, pies a la anchura de la cadera y rodillas desbloqueadas.',
    'Lleva la cadera atrás y baja el pecho hasta que el torso quede casi horizontal.',
    'Lleva la cadera adelante para subir, con la espalda recta todo el tiempo.',
  ],
  'back-extension': [
    'Pon el cojín del banco de hiperextensiones justo debajo de la cadera y sujeta los talones.',
    'Baja el tronco hacia el suelo flexionando la cadera.',
    'Súbelo hasta que el cuerpo quede en línea recta; no arquees más allá.',
  ],
  'reverse-hyperextension': [
    'Túmbate boca abajo en la máquina con la cadera en el borde del cojín y sujeta los agarres.',
    'Sube las piernas por detrás hasta que queden a la altura del cuerpo, apretando los glúteos.',
    'Bájalas con control; que el peso no te balancee.',
  ],
  'pull-up': [
    'Cuélgate de la barra con agarre prono, algo más abierto que los hombros.',
    'Lleva los hombros abajo y atrás y tira hasta que la barbilla pase la barra.',
    'Baja hasta estirar de nuevo los brazos.',
    'Mantén las piernas quietas; sin patadas.',
  ],
  'chin-up': [
    'Cuélgate de la barra con agarre supino, más o menos a la anchura de los hombros.',
    'Tira hasta que la barbilla pase la barra, guiando con el pecho.',
    'Baja del todo hasta estirar los brazos.',
  ],
  'weighted-pull-up': [
    'Cuelga el peso de un cinturón de lastre o sujeta una mancuerna entre los pies.',
    'Cuélgate de la barra con agarre prono y tira hasta que la barbilla la pase.',
    'Baja con control hasta estirar los brazos.',
  ],
  'assisted-pull-up': [
    'Ajusta la asistencia: más peso en la máquina, o una goma más gruesa, lo hace más fácil.',
    'Arrodíllate o ponte de pie en la plataforma y agarra la barra algo más abierto que los hombros.',
    'Tira hasta que la barbilla pase la barra y baja del todo.',
  ],
  'lat-pulldown': [
    'Siéntate con los muslos bajo los rodillos y agarra la barra algo más abierto que los hombros.',
    'Échate un poco atrás y lleva la barra a la parte alta del pecho, bajando los codos.',
    'Déjala subir hasta estirar los brazos, sin que las placas descansen.',
  ],
  'close-grip-lat-pulldown': [
    'Engancha un agarre estrecho y siéntate con los muslos bajo los rodillos.',
    'Lleva el agarre a la parte alta del pecho, con los codos pegados al cuerpo.',
    'Déjalo subir hasta estirar los brazos y notar el estiramiento en los dorsales.',
  ],
  'straight-arm-pulldown': [
    'Ponte de cara a una polea alta con una barra o cuerda, los brazos estirados a la altura de los ojos.',
    'Inclínate un poco y baja la barra en arco hasta los muslos, con los brazos estirados.',
    'Déjala subir despacio hasta la altura de los ojos.',
  ],
  'barbell-row': [
    'Inclínate con la espalda recta hasta que el torso quede a unos 45 grados o más bajo, con la barra colgando a la altura de las rodillas.',
    'Lleva la barra a las costillas bajas, tirando de los codos hacia atrás.',
    'Bájala hasta estirar los brazos, sin mover la espalda.',
  ],
  'pendlay-row': [
    'Colócate con la barra en el suelo y la espalda casi paralela a ella.',
    'Tira de la barra de forma explosiva desde el suelo hasta la parte baja del pecho.',
    'Devuélvela al suelo en cada repetición y recoloca la espalda antes de la siguiente.',
  ],
  'dumbbell-row': [
    'Apoya una rodilla y una mano en un banco, con la espalda recta y la mancuerna colgando en la otra mano.',
    'Tira de la mancuerna hacia la cadera, con el codo pegado al cuerpo.',
    'Bájala hasta estirar el brazo; cambia de lado al terminar la serie.',
  ],
  'seated-cable-row': [
    'Siéntate en el remo en polea con los pies en la plataforma, las rodillas un poco flexionadas y el agarre en las manos.',
    'Siéntate erguido y lleva el agarre al abdomen, juntando las escápulas.',
    'Deja que los brazos se estiren hacia delante sin redondear la espalda.',
  ],
  't-bar-row': [
    'Ponte a horcajadas sobre la barra, con un extremo anclado, y agarra el asa cerca de los discos.',
    'Inclínate con la espalda recta y tira de los discos hacia el pecho.',
    'Bájalos con control hasta estirar los brazos.',
  ],
  'chest-supported-row': [
    'Túmbate boca abajo en un banco a unos 30 grados, con las mancuernas colgando debajo.',
    'Tira de ellas hacia la cadera, juntando las escápulas.',
    'Bájalas hasta estirar los brazos; mantén el pecho en el banco.',
  ],
  'machine-row': [
    'Ajusta el asiento para que los agarres queden a la altura del pecho y el pecho apoye en el cojín.',
    'Tira de los agarres hasta que los codos queden por detrás del cuerpo.',
    'Déjalos ir hacia delante despacio hasta estirar los brazos.',
  ],
  'inverted-row': [
    'Pon una barra en el rack a la altura de la cadera, túmbate debajo y agárrala con los brazos estirados.',
    'Mantén el cuerpo recto de los talones a la cabeza y lleva el pecho a la barra.',
    'Baja hasta estirar los brazos; con las rodillas flexionadas es más fácil.',
  ],
  'kettlebell-swing': [
    'Ponte con los pies algo más abiertos que la cadera y la kettlebell un paso por delante.',
    'Llévala hacia atrás entre las piernas con la espalda recta y proyecta la cadera para balancearla a la altura del pecho.',
    'Déjala caer de nuevo entre las piernas y enlaza directamente con el siguiente swing.',
    'La fuerza sale de la cadera, no de los brazos.',
  ],
  'power-clean': [
    'Colócate como en el peso muerto, con el agarre justo por fuera de las piernas.',
    'Sube la barra hasta medio muslo, salta y encoge los hombros con fuerza para elevarla.',
    'Métete debajo y recíbela sobre los hombros en media sentadilla, con los codos altos.',
    'Ponte de pie para terminar y baja la barra al suelo.',
  ],
  'hang-clean': [
    'Ponte de pie con la barra a medio muslo y el agarre justo por fuera de las piernas.',
    'Flexiona un poco las rodillas, extiende la cadera y encoge los hombros para impulsar la barra.',
    'Recíbela sobre los hombros con los codos altos y ponte de pie.',
  ],
  'clean-and-jerk': [
    'Haz la cargada de la barra desde el suelo hasta los hombros y ponte de pie.',
    'Flexiona e impulsa con las piernas para llevar la barra por encima de la cabeza.',
    'Abre los pies en tijera o hacia los lados, métete debajo y recíbela con los brazos bloqueados.',
    'Junta de nuevo los pies antes de bajar la barra.',
  ],
  snatch: [
    'Agarra la barra con agarre ancho, la espalda recta y los hombros un poco por delante de la barra.',
    'Súbela por encima de las rodillas, extiéndete de forma explosiva y métete debajo.',
    'Recíbela sobre la cabeza con los brazos bloqueados en sentadilla y ponte de pie.',
  ],

  // Piernas
  squat: [
    'Coloca la barra en la parte alta de la espalda y sal del rack, con los pies a la anchura de los hombros y las puntas un poco hacia fuera.',
    'Aprieta el abdomen y siéntate entre los talones hasta que la cadera quede por debajo de las rodillas.',
    'Sube empujando, con las rodillas hacia fuera en la línea de los pies.',
    'Mantén el pecho arriba y todo el pie en el suelo.',
  ],
  'front-squat': [
    'Apoya la barra delante de los hombros, con los dedos debajo y los codos altos.',
    'Baja con el torso erguido hasta que la cadera quede por debajo de las rodillas.',
    'Sube manteniendo los codos altos para que la barra no se vaya hacia delante.',
  ],
  'goblet-squat': [
    'Sujeta una mancuerna o una kettlebell en vertical contra el pecho.',
    'Baja entre los talones, con los codos por dentro de las rodillas y el pecho arriba.',
    'Sube de nuevo empujando el suelo.',
  ],
  'box-squat': [
    'Pon un cajón detrás de ti de modo que, sentado en él, la cadera quede a la altura de las rodillas o justo por debajo.',
    'Con la barra en la espalda, siéntate atrás en el cajón y haz una pausa sin relajarte.',
    'Sube desde el cajón hasta quedar de pie.',
  ],
  'pause-squat': [
    'Haz la sentadilla como siempre, con la barra en la parte alta de la espalda.',
    'Aguanta abajo dos o tres segundos, sin perder la tensión.',
    'Sube desde la pausa sin rebotar.',
  ],
  'safety-bar-squat': [
    'Coloca la safety bar en la parte alta de la espalda y sujeta sus asas por delante.',
    'Baja con el pecho arriba hasta que la cadera quede por debajo de las rodillas.',
    'Sube con las asas hacia abajo para que la barra se mantenga horizontal.',
  ],
  'overhead-squat': [
    'Sujeta la barra sobre la cabeza con agarre ancho y los brazos bloqueados.',
    'Baja manteniendo la barra sobre el centro de los pies.',
    'Sube con los brazos bloqueados; empieza con la barra vacía o con un palo.',
  ],
  'zercher-squat': [
    'Sujeta la barra en el pliegue de los codos, con las manos juntas por delante.',
    'Baja con el torso erguido.',
    'Sube de nuevo con la parte alta de la espalda firme y la barra pegada.',
  ],
  'smith-machine-squat': [
    'Coloca la barra en la parte alta de la espalda y pon los pies un poco por delante de ella.',
    'Desengancha la barra y baja hasta que los muslos queden más o menos paralelos al suelo.',
    'Sube y, al terminar, engancha la barra en un seguro.',
  ],
  'hack-squat': [
    'Sube a la plataforma con la espalda contra el respaldo y los hombros bajo las almohadillas.',
    'Suelta los seguros y baja hasta que los muslos queden al menos paralelos a la plataforma.',
    'Sube de nuevo sin bloquear del todo las rodillas.',
  ],
  'belt-squat': [
    'Ponte el cinturón alrededor de la cadera y súbete a la plataforma.',
    'Baja con el torso erguido hasta que la cadera quede por debajo de las rodillas.',
    'Sube empujando con todo el pie.',
  ],
  'leg-press': [
    'Siéntate en la máquina con los pies a la anchura de la cadera en el centro de la plataforma.',
    'Quita los seguros y baja la plataforma hasta que las rodillas se acerquen al pecho.',
    'Empújala de nuevo sin bloquear las rodillas; la zona lumbar no se despega del respaldo.',
  ],
  'bulgarian-split-squat': [
    'Ponte delante de un banco con el empeine de un pie apoyado en él, detrás de ti.',
    'Baja recto hasta que el muslo de delante quede más o menos paralelo al suelo.',
    'Sube empujando con el pie de delante; cambia de pierna al terminar la serie.',
  ],
  'split-squat': [
    'Colócate con un pie muy adelantado, ambos pies planos y las mancuernas a los lados.',
    'Baja la rodilla de atrás hacia el suelo hasta que el muslo de delante quede más o menos paralelo.',
    'Sube empujando con el pie de delante; cambia de pierna al terminar la serie.',
  ],
  lunge: [
    'Ponte erguido con las mancuernas a los lados.',
    'Da un paso adelante y baja hasta que ambas rodillas formen más o menos un ángulo recto.',
    'Empuja con el pie de delante para volver a la posición inicial; alterna las piernas.',
  ],
  'walking-lunge': [
    'Ponte de pie con las mancuernas a los lados y espacio para avanzar.',
    'Da un paso adelante y baja hasta que la rodilla de atrás casi toque el suelo.',
    'Sube y lleva la pierna de atrás hacia delante en el siguiente paso.',
  ],
  'reverse-lunge': [
    'Ponte erguido con las mancuernas a los lados.',
    'Da un paso atrás con un pie y baja hasta que la rodilla de atrás casi toque el suelo.',
    'Empuja con el pie de delante para volver a ponerte de pie; alterna las piernas.',
  ],
  'step-up': [
    'Ponte de cara a un cajón o banco a la altura de la rodilla, con las mancuernas a los lados.',
    'Apoya un pie entero en el cajón y empuja con él hasta quedar de pie encima.',
    'Baja con control con el otro pie; cambia de pierna al terminar la serie.',
  ],
  'pistol-squat': [
    'Apóyate en una pierna con la otra estirada hacia delante.',
    'Baja sobre la pierna de apoyo todo lo que puedas controlar, con los brazos al frente para equilibrarte.',
    'Vuelve a subir; agárrate a un poste o siéntate en un cajón para hacerlo más fácil.',
  ],
  'bodyweight-squat': [
    'Ponte de pie con los pies a la anchura de los hombros, los brazos al frente o las manos juntas.',
    'Siéntate entre los talones hasta que la cadera quede a la altura de las rodillas o por debajo.',
    'Vuelve a subir con el pecho arriba y los talones en el suelo.',
  ],
  'leg-extension': [
    'Siéntate con el rodillo sobre la parte baja de las espinillas y las rodillas alineadas con el eje de la máquina.',
    'Estira las piernas por completo y aprieta los cuádriceps.',
    'Baja el peso despacio.',
  ],
  'lying-leg-curl': [
    'Túmbate boca abajo con el rodillo justo por encima de los talones y las rodillas justo fuera del banco.',
    'Lleva los talones hacia los glúteos, con la cadera pegada al banco.',
    'Bájalos despacio hasta estirar las piernas.',
  ],
  'seated-leg-curl': [
    'Siéntate con el rodillo bajo la parte baja de los gemelos y el rodillo de los muslos bien sujeto sobre las piernas.',
    'Lleva los talones hacia abajo y atrás, bajo el asiento.',
    'Déjalos volver despacio hasta estirar las piernas.',
  ],
  'nordic-hamstring-curl': [
    'Arrodíllate sobre una colchoneta con los talones sujetos bajo una barra o por un compañero.',
    'Con el cuerpo recto de las rodillas a la cabeza, déjate caer hacia delante lo más despacio que puedas.',
    'Frena con las manos y empuja para volver; tira con los isquios a medida que ganes fuerza.',
  ],
  'glute-ham-raise': [
    'Colócate en el banco GHD con las rodillas justo detrás del cojín y los pies sujetos.',
    'Baja el cuerpo hacia delante hasta que quede paralelo al suelo.',
    'Vuelve a subir tirando con los isquios hasta quedar erguido.',
  ],
  'hip-thrust': [
    'Siéntate con la parte alta de la espalda contra un banco y una barra acolchada sobre la cadera.',
    'Apoya los pies de modo que arriba las espinillas queden verticales.',
    'Sube la cadera hasta que el cuerpo quede recto de los hombros a las rodillas, apretando los glúteos.',
    'Baja la cadera con control; mantén la barbilla recogida.',
  ],
  'glute-bridge': [
    'Túmbate boca arriba con las rodillas flexionadas y los pies planos cerca de la cadera.',
    'Sube la cadera hasta que el cuerpo quede recto de los hombros a las rodillas.',
    'Aprieta los glúteos arriba y baja despacio.',
  ],
  'cable-pull-through': [
    'De espaldas a una polea baja, con una cuerda entre las piernas, sujétala con ambas manos.',
    'Lleva la cadera atrás y deja que la cuerda te lleve las manos entre las piernas.',
    'Lleva la cadera adelante hasta quedar erguido, apretando los glúteos.',
  ],
  'glute-kickback': [
    'Pon una tobillera en una polea baja y colócate de cara a ella, sujetándote a la estructura.',
    'Lleva la pierna con la tobillera recta hacia atrás, apretando el glúteo, sin arquear la espalda.',
    'Vuelve despacio; cambia de pierna al terminar la serie.',
  ],
  'hip-abduction': [
    'Siéntate en la máquina con las almohadillas por fuera de las rodillas.',
    'Separa las rodillas todo lo que puedas.',
    'Deja que vuelvan a juntarse despacio.',
  ],
  'hip-adduction': [
    'Siéntate en la máquina con las almohadillas por dentro de las rodillas.',
    'Junta las piernas hasta que las almohadillas se toquen.',
    'Deja que se abran despacio hasta notar el estiramiento.',
  ],
  'copenhagen-plank': [
    'Túmbate de lado y apoya la cara interna de la pierna de arriba en un banco, por la rodilla o por el pie.',
    'Sube la cadera hasta que el cuerpo quede recto, apoyado en el antebrazo y en esa pierna.',
    'Aguanta la posición y cambia de lado; apoyando la rodilla es más fácil.',
  ],
  'lateral-band-walk': [
    'Ponte una goma alrededor de las piernas, por encima de las rodillas o en los tobillos, y colócate en un cuarto de sentadilla.',
    'Da pasos laterales manteniendo la goma en tensión y los pies mirando al frente.',
    'Da los pasos que te hayas marcado en una dirección y vuelve por el otro lado.',
  ],
  'standing-calf-raise': [
    'Ponte con las puntas de los pies en el borde de la plataforma y los hombros bajo las almohadillas.',
    'Deja caer los talones todo lo que puedas para estirar bien.',
    'Sube de puntillas lo más alto que puedas y haz una pausa antes de bajar.',
  ],
  'seated-calf-raise': [
    'Siéntate con las puntas de los pies en la plataforma y el rodillo sobre la parte baja de los muslos.',
    'Baja los talones todo lo que puedas.',
    'Sube de puntillas lo más alto que puedas, haz una pausa y baja despacio.',
  ],
  'leg-press-calf-raise': [
    'Siéntate en la prensa con las piernas estiradas y las puntas de los pies en el borde inferior de la plataforma.',
    'Deja que la plataforma te lleve las puntas de los pies hacia ti.',
    'Empújala con las puntas todo lo que puedas; las rodillas no se mueven.',
  ],
  'single-leg-calf-raise': [
    'Ponte sobre un pie en el borde de un escalón, con una mancuerna en la mano de ese lado y sujetándote con la otra.',
    'Baja el talón todo lo que puedas.',
    'Sube de puntillas lo más alto que puedas; cambia de pierna al terminar la serie.',
  ],
  'sled-push': [
    'Carga el trineo y sujeta sus asas con los brazos flexionados o estirados.',
    'Inclínate sobre él con el cuerpo en diagonal y empuja hacia delante con pasos cortos y potentes.',
    'Sigue empujando sin parar la distancia que te hayas marcado.',
  ],
  'box-jump': [
    'Ponte a un paso corto de un cajón firme.',
    'Balancea los brazos y salta, aterrizando suave en el cajón con todo el pie.',
    'Ponte de pie arriba del todo y baja andando; no saltes hacia abajo.',
  ],

  // Core
  plank: [
    'Apóyate en los antebrazos y las puntas de los pies, con los codos bajo los hombros.',
    'Forma una línea recta de la cabeza a los talones apretando los glúteos y el abdomen.',
    'Aguanta el tiempo que te hayas marcado, respirando con calma; para cuando se hunda la cadera.',
  ],
  'side-plank': [
    'Túmbate de lado con el codo bajo el hombro y los pies uno sobre otro.',
    'Sube la cadera hasta que el cuerpo quede recto de la cabeza a los pies.',
    'Aguanta el tiempo que te hayas marcado y cambia de lado.',
  ],
  crunch: [
    'Túmbate boca arriba con las rodillas flexionadas y las manos junto a la cabeza o cruzadas sobre el pecho.',
    'Despega los hombros del suelo contrayendo el abdomen, sin tirar del cuello.',
    'Baja despacio de nuevo.',
  ],
  'cable-crunch': [
    'Arrodíllate de cara a una polea alta, sujetando una cuerda junto a la cabeza.',
    'Lleva el pecho hacia las rodillas redondeando la espalda, con la cadera quieta.',
    'Vuelve a subir despacio contra el cable.',
  ],
  'machine-crunch': [
    'Ajusta el asiento y sujeta los agarres o apoya los brazos en las almohadillas.',
    'Lleva el pecho hacia las rodillas contrayendo el abdomen.',
    'Vuelve despacio sin dejar que el peso descanse.',
  ],
  'sit-up': [
    'Túmbate boca arriba con las rodillas flexionadas y los pies planos, sujetos si lo necesitas.',
    'Sube enrollando el tronco hasta que el pecho quede cerca de los muslos.',
    'Baja de nuevo con control.',
  ],
  'hanging-leg-raise': [
    'Cuélgate de una barra de dominadas con los brazos estirados.',
    'Sube las piernas, estiradas o con las rodillas flexionadas, hasta al menos la altura de la cadera.',
    'Bájalas despacio sin balancearte.',
  ],
  'captains-chair-knee-raise': [
    'Colócate en la silla romana con los antebrazos en los apoyos y la espalda contra el respaldo.',
    'Levanta los pies y lleva las rodillas hacia el pecho, enrollando un poco la cadera.',
    'Baja las piernas despacio sin balancearte.',
  ],
  'toes-to-bar': [
    'Cuélgate de una barra de dominadas con las manos a la anchura de los hombros.',
    'Sube las piernas y toca la barra con los pies, empujando la barra hacia abajo con los brazos estirados.',
    'Baja las piernas con control.',
  ],
  'lying-leg-raise': [
    'Túmbate boca arriba con las piernas estiradas y las manos junto a la cadera o bajo la zona lumbar.',
    'Sube las piernas hasta que apunten al techo.',
    'Bájalas despacio, con la zona lumbar pegada al suelo.',
  ],
  'ab-wheel-rollout': [
    'Arrodíllate con la rueda abdominal en el suelo bajo los hombros.',
    'Hazla rodar hacia delante todo lo que puedas sin que se hunda la zona lumbar.',
    'Tráela de vuelta contrayendo el abdomen.',
  ],
  'russian-twist': [
    'Siéntate con las rodillas flexionadas y échate un poco atrás, con un peso a la altura del pecho.',
    'Gira el tronco a un lado y luego al otro, llevando el peso junto a la cadera.',
    'Levanta los pies del suelo para hacerlo más difícil.',
  ],
  'cable-woodchopper': [
    'Pon una polea arriba, colócate de lado y sujeta el agarre con ambas manos.',
    'Tira en diagonal hacia abajo cruzando el cuerpo hasta la cadera contraria, girando desde el tronco.',
    'Vuelve despacio; cambia de lado al terminar la serie.',
  ],
  'pallof-press': [
    'Colócate de lado a una polea a la altura del pecho, con el agarre en el pecho sujeto con ambas manos.',
    'Empújalo recto al frente y aguanta ahí, sin dejar que el cable te gire.',
    'Tráelo de vuelta al pecho; cambia de lado al terminar la serie.',
  ],
  'dead-bug': [
    'Túmbate boca arriba con los brazos hacia el techo y las rodillas flexionadas sobre la cadera.',
    'Lleva un brazo atrás y la pierna contraria hacia el suelo, con la zona lumbar pegada.',
    'Vuelve y repite con el otro lado.',
  ],
  'bicycle-crunch': [
    'Túmbate boca arriba con las manos junto a la cabeza y las piernas elevadas.',
    'Lleva un codo hacia la rodilla contraria mientras estiras la otra pierna.',
    'Cambia de lado con un movimiento constante, como si pedalearas.',
  ],
  'side-bend': [
    'Ponte de pie con una mancuerna en una mano, junto al costado.',
    'Inclínate de lado hacia la mancuerna y vuelve a erguirte con el otro lado de la cintura.',
    'Cambia de lado al terminar la serie.',
  ],
  'suitcase-carry': [
    'Levanta una mancuerna o kettlebell pesada con una mano, como si fuera una maleta.',
    'Camina erguido sin inclinarte hacia el peso, con los hombros nivelados.',
    'Recorre la distancia que te hayas marcado y cambia de mano.',
  ],

  // Cuerpo completo
  thruster: [
    'Sujeta la barra delante de los hombros, como en la sentadilla frontal.',
    'Baja hasta que la cadera quede por debajo de las rodillas.',
    'Sube y aprovecha el impulso para llevar la barra sobre la cabeza en un solo movimiento.',
    'Bájala a los hombros mientras entras en la siguiente sentadilla.',
  ],
  burpee: [
    'De pie, agáchate y apoya las manos en el suelo.',
    'Salta con los pies atrás hasta la plancha y baja el pecho al suelo.',
    'Empuja, salta con los pies hacia las manos y salta hacia arriba con los brazos sobre la cabeza.',
  ],
  'muscle-up': [
    'Cuélgate de una barra con falso agarre, las muñecas por encima de la barra.',
    'Tira de forma explosiva, llevando la barra hacia la parte baja del pecho.',
    'Pasa el pecho por encima de la barra y empuja hasta estirar los brazos.',
    'Baja con control de nuevo a la posición colgada.',
  ],
  'turkish-get-up': [
    'Túmbate boca arriba con una kettlebell en una mano, el brazo estirado hacia arriba y la rodilla de ese lado flexionada.',
    'Gira sobre el codo contrario, luego sobre la mano, y levanta la cadera.',
    'Pasa la pierna estirada por debajo hasta quedar de rodillas y ponte de pie, con el brazo bloqueado arriba.',
    'Deshaz los pasos para volver a tumbarte; no quites la vista del peso.',
  ],

  // Añadidos con los tipos de ejercicio
  'assisted-dip': [
    'Ajusta la asistencia: más peso en la máquina, o una goma más gruesa, lo hace más fácil.',
    'Arrodíllate o ponte de pie en la plataforma y agarra las barras con los brazos estirados.',
    'Baja hasta que los brazos queden más o menos a la altura de las barras.',
    'Empuja hasta estirar los brazos sin encoger los hombros.',
  ],
  'wall-sit': [
    'Apoya la espalda plana contra una pared y adelanta los pies unos 60 centímetros.',
    'Desliza la espalda hacia abajo hasta que las rodillas formen unos 90 grados, sobre los tobillos.',
    'Aguanta el tiempo que te hayas marcado, con la espalda apretada contra la pared.',
  ],
  running: [
    'Empieza con unos minutos de carrera suave para calentar.',
    'Corre erguido con los hombros relajados, apoyando bajo el cuerpo con pasos cortos y rápidos.',
    'Lleva un ritmo que puedas mantener toda la distancia, respirando con calma.',
    'Al terminar, anota la distancia y el tiempo.',
  ],
  walking: [
    'Camina erguido con los hombros relajados y los brazos balanceándose con naturalidad.',
    'Apoya del talón a la punta y mantén un paso ágil y constante.',
    'En la cinta, la inclinación lo hace más duro sin necesidad de correr.',
  ],
  cycling: [
    'Ajusta el sillín para que la rodilla quede apenas flexionada abajo del todo.',
    'Pedalea en círculos suaves, empujando hacia abajo y tirando hacia atrás.',
    'Elige una resistencia que aguantes a una cadencia constante y anota distancia y tiempo.',
  ],
  rowing: [
    'Sujeta los pies con las correas y agarra el mango con los brazos estirados y las espinillas verticales.',
    'Empuja primero con las piernas, luego échate un poco atrás y lleva el mango a las costillas bajas.',
    'Vuelve en orden inverso: brazos, tronco y luego flexiona las rodillas.',
    'Mantén un ritmo constante y anota la distancia y el tiempo.',
  ],
  elliptical: [
    'Sube a los pedales y sujeta las asas sin apretar.',
    'Empuja y tira con una zancada fluida, con el peso sobre los talones.',
    'Pon una resistencia que puedas mantener y anota distancia y tiempo.',
  ],
  'stair-climber': [
    'Ponte erguido en los escalones y agárrate a las barandillas solo lo justo para equilibrarte.',
    'Sube con todo el pie en cada escalón, empujando con los talones.',
    'Mantén una velocidad que aguantes el tiempo que te hayas marcado.',
  ],
  swimming: [
    'Calienta con unos largos suaves.',
    'Mantén el cuerpo largo y horizontal, respirando de lado cada pocas brazadas.',
    'Nada a un ritmo que puedas mantener y anota la distancia y el tiempo.',
  ],
  'jump-rope': [
    'Sujeta los mangos a la altura de la cadera con la comba detrás de los talones.',
    'Gira la comba con las muñecas y salta lo justo para que pase.',
    'Aterriza suave sobre las puntas de los pies y mantén un ritmo constante el tiempo que te hayas marcado.',
  ],
}
