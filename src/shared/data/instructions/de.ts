/** The catalogue's instructions in German, step for step as ../instructions.ts (the English source). */
export const INSTRUCTIONS: Readonly<Record<string, readonly string[]>> = {
  // Brust
  'bench-press': [
    'Leg dich so auf die Bank, dass deine Augen unter der Stange sind, Füße fest am Boden, Schulterblätter zusammengezogen.',
    'Heb die Stange mit gestreckten Armen aus und senk sie zur unteren Brust, die Ellbogen leicht angelegt.',
    'Drück sie wieder über die Schultern hoch, bis die Arme gestreckt sind.',
    'Lass die Hüfte auf der Bank und die Handgelenke über den Ellbogen.',
  ],
  'incline-bench-press': [
    'Stell die Bank auf etwa 30 Grad und leg dich mit den Augen unter die Stange.',
    'Senk die Stange zur oberen Brust, knapp unter die Schlüsselbeine.',
    'Drück sie hoch, bis die Arme gestreckt über den Schultern sind.',
    'Halt die Schulterblätter die ganze Zeit hinten und unten.',
  ],
  'decline-bench-press': [
    'Hak die Beine unter die Polster einer Negativbank und leg dich mit den Augen unter die Stange.',
    'Senk die Stange kontrolliert zur unteren Brust.',
    'Drück sie hoch, bis die Arme gestreckt sind; lass dir die Stange wenn möglich von einem Partner reichen.',
  ],
  'dumbbell-bench-press': [
    'Setz dich mit den Kurzhanteln auf den Oberschenkeln ans Ende einer Flachbank, leg dich zurück und bring sie über die Brust.',
    'Senk sie seitlich an die Brust, die Ellbogen etwa 45 Grad vom Körper.',
    'Drück sie hoch und leicht zueinander, bis die Arme gestreckt sind.',
    'Leg sie am Ende des Satzes beim Aufsetzen wieder auf die Oberschenkel.',
  ],
  'incline-dumbbell-press': [
    'Stell die Bank auf 30–45 Grad und bring die Kurzhanteln beim Zurücklegen an die Schultern.',
    'Drück sie über der oberen Brust hoch, bis die Arme gestreckt sind.',
    'Senk sie langsam, bis du eine Dehnung quer über die Brust spürst.',
  ],
  'decline-dumbbell-press': [
    'Fixier die Beine an einer Negativbank und halt die Kurzhanteln seitlich an der unteren Brust.',
    'Drück sie über der Brust hoch, bis die Arme gestreckt sind.',
    'Senk sie kontrolliert, die Ellbogen leicht angelegt.',
  ],
  'close-grip-bench-press': [
    'Leg dich auf die Bank und greif die Stange etwa schulterbreit, enger als beim normalen Bankdrücken.',
    'Senk sie zur unteren Brust, die Ellbogen nah am Körper.',
    'Drück sie hoch, indem du die Ellbogen kräftig streckst; den Großteil macht der Trizeps.',
  ],
  'floor-press': [
    'Leg dich im tief eingestellten Rack unter die Stange auf den Boden, Knie gebeugt oder Beine gestreckt.',
    'Senk die Stange, bis die Oberarme auf dem Boden liegen, und halt dort kurz inne.',
    'Drück sie wieder hoch, bis die Arme gestreckt sind.',
  ],
  'machine-chest-press': [
    'Stell den Sitz so ein, dass die Griffe auf Höhe der Brustmitte sind.',
    'Setz dich mit dem Rücken ans Polster und drück die Griffe nach vorn, bis die Arme gestreckt sind.',
    'Lass sie langsam zurückkommen, bis du die Brust gedehnt spürst, ohne das Gewicht abzulegen.',
  ],
  'smith-machine-bench-press': [
    'Stell die Bank so, dass die Stange auf die untere Brust kommt.',
    'Hak die Stange mit einer Drehung der Handgelenke aus und senk sie kontrolliert zur Brust.',
    'Drück hoch, bis die Arme gestreckt sind, und häng die Haken zum Schluss wieder in eine Raste.',
  ],
  'dumbbell-fly': [
    'Leg dich auf eine Flachbank, die Kurzhanteln über der Brust, Handflächen zueinander.',
    'Öffne die Arme mit leicht gebeugten Ellbogen weit, bis du eine Dehnung in der Brust spürst.',
    'Führ sie über der Brust wieder zusammen, als würdest du ein Fass umarmen.',
    'Halt die Beugung im Ellbogen gleich; es ist kein Drücken.',
  ],
  'incline-dumbbell-fly': [
    'Leg dich auf eine Bank mit etwa 30 Grad, Kurzhanteln über der oberen Brust, Handflächen zueinander.',
    'Öffne die Arme mit lockeren Ellbogen in einem weiten Bogen, bis die Brust gedehnt ist.',
    'Führ sie über der Brust wieder zusammen und spann die Brust an.',
  ],
  'cable-crossover': [
    'Stell beide Seilrollen hoch, nimm in jede Hand einen Griff und mach einen Schritt nach vorn in die Schrittstellung.',
    'Lehn dich leicht nach vorn, die Ellbogen leicht gebeugt, die Arme weit geöffnet.',
    'Zieh die Griffe nach unten vor der Hüfte zusammen und lass sie langsam zurück.',
  ],
  'pec-deck': [
    'Stell den Sitz so ein, dass die Griffe auf Brusthöhe sind, und setz dich mit flachem Rücken ans Polster.',
    'Führ die Griffe mit leicht gebeugten Ellbogen vor der Brust zusammen.',
    'Öffne langsam, bis du die Dehnung spürst, ohne die Gewichte abzusetzen.',
  ],
  'push-up': [
    'Geh in den hohen Stütz, Hände etwas weiter als schulterbreit, der Körper gerade vom Kopf bis zu den Fersen.',
    'Senk die Brust bis knapp über den Boden, die Ellbogen etwa 45 Grad vom Körper.',
    'Drück dich vom Boden weg, bis die Arme gestreckt sind.',
    'Spann den Po an, damit die Hüfte weder durchhängt noch nach oben geht.',
  ],
  dip: [
    'Stütz dich mit gestreckten Armen auf dem Barren, die Schultern unten.',
    'Lehn dich leicht nach vorn und senk dich, bis die Oberarme etwa waagerecht sind.',
    'Drück dich wieder hoch, bis die Arme gestreckt sind.',
    'Nimm mit einem Dipgürtel Zusatzgewicht, sobald die Wiederholungen mit Körpergewicht leicht fallen.',
  ],
  'bench-dip': [
    'Setz dich auf die Bankkante, Hände neben der Hüfte, und schieb die Hüfte mit den Beinen nach vorn von der Bank.',
    'Beug die Ellbogen gerade nach hinten und senk die Hüfte Richtung Boden.',
    'Drück dich hoch, bis die Arme gestreckt sind; mit gebeugten Knien ist es leichter.',
  ],
  'dumbbell-pullover': [
    'Leg dich quer oder längs auf eine Bank und halt eine Kurzhantel mit beiden Händen über der Brust.',
    'Senk sie mit leicht gebeugten Ellbogen hinter den Kopf, bis du eine Dehnung im Latissimus und in der Brust spürst.',
    'Zieh sie im selben Bogen zurück über die Brust.',
  ],
  'landmine-press': [
    'Klemm ein Ende einer Langhantel in eine Ecke oder Landmine und halt das andere Ende an der Schulter.',
    'Stell dich in Schrittstellung und drück die Stange nach oben vorn, bis der Arm gestreckt ist.',
    'Senk sie kontrolliert zur Schulter; wechsle nach dem Satz die Seite.',
  ],

  // Schultern
  'overhead-press': [
    'Stell dich hüftbreit hin, die Stange vorn auf den Schultern, die Hände knapp außerhalb.',
    'Spann Po und Rumpf an und drück die Stange gerade hoch; nimm den Kopf dabei aus dem Weg nach hinten.',
    'Ende mit der Stange über der Fußmitte und dem Kopf zwischen den Armen.',
    'Senk sie kontrolliert zurück auf die Schultern.',
  ],
  'dumbbell-shoulder-press': [
    'Setz dich aufrecht auf eine Bank und halt die Kurzhanteln an den Schultern, Handflächen nach vorn.',
    'Drück sie hoch, bis die Arme gestreckt sind, und führ sie dabei leicht zusammen.',
    'Senk sie wieder auf Schulterhöhe.',
  ],
  'arnold-press': [
    'Setz dich aufrecht, die Kurzhanteln vor den Schultern, Handflächen zu dir.',
    'Drück sie hoch und dreh dabei die Handflächen nach vorn, bis die Arme über dem Kopf gestreckt sind.',
    'Dreh sie beim Absenken zurück in die Ausgangsstellung.',
  ],
  'push-press': [
    'Stell dich hin, die Stange vorn auf den Schultern wie beim Schulterdrücken.',
    'Geh ein paar Zentimeter in die Knie, den Oberkörper aufrecht.',
    'Drück dich mit den Beinen hoch und nutz den Schwung, um die Stange über den Kopf zu drücken.',
    'Senk sie zurück auf die Schultern und fang sie mit leicht gebeugten Knien ab.',
  ],
  'machine-shoulder-press': [
    'Stell den Sitz so ein, dass die Griffe etwa auf Schulterhöhe beginnen.',
    'Drück die Griffe hoch, bis die Arme gestreckt sind, den Rücken am Polster.',
    'Senk sie langsam in die Ausgangsstellung.',
  ],
  'lateral-raise': [
    'Stell dich hin, die Kurzhanteln seitlich am Körper, die Ellbogen leicht gebeugt.',
    'Heb sie seitlich an, bis die Arme auf Schulterhöhe sind.',
    'Senk sie langsam; führ mit den Ellbogen und schwing nicht.',
  ],
  'cable-lateral-raise': [
    'Stell die Seilrolle tief, stell dich seitlich dazu und nimm den Griff in die entfernte Hand.',
    'Heb den Arm seitlich bis auf Schulterhöhe, den Ellbogen leicht gebeugt.',
    'Senk ihn langsam gegen den Zug; wechsle nach dem Satz die Seite.',
  ],
  'machine-lateral-raise': [
    'Stell den Sitz so ein, dass die Schultern auf Höhe der Drehpunkte sind, die Arme an den Polstern.',
    'Heb die Arme seitlich an, bis sie auf Schulterhöhe sind.',
    'Senk sie kontrolliert, ohne das Gewicht abzulegen.',
  ],
  'front-raise': [
    'Stell dich hin, die Kurzhanteln vor den Oberschenkeln.',
    'Heb sie mit fast gestreckten Armen vor dir bis auf Schulterhöhe.',
    'Senk sie langsam, ohne dich nach hinten zu lehnen.',
  ],
  'rear-delt-fly': [
    'Beug dich mit geradem Rücken aus der Hüfte vor, die Kurzhanteln hängen unter der Brust.',
    'Heb sie mit lockeren Ellbogen seitlich an, bis die Arme auf Höhe des Körpers sind.',
    'Senk sie langsam; halt die Schultern unten, weg von den Ohren.',
  ],
  'reverse-pec-deck': [
    'Setz dich mit dem Gesicht zum Polster an die Butterfly-Maschine, die Griffe hinten auf Schulterhöhe eingestellt.',
    'Zieh die Griffe in einem weiten Bogen nach hinten, bis die Arme in einer Linie mit dem Körper sind.',
    'Führ sie langsam wieder nach vorn.',
  ],
  'face-pull': [
    'Häng ein Seil auf Gesichtshöhe an den Kabelzug und greif die Enden, die Daumen zu dir.',
    'Geh zurück, bis die Arme gestreckt sind, und zieh das Seil zum Gesicht, die Enden auseinander.',
    'Ende mit hohen Ellbogen und den Händen neben den Ohren und lass das Seil langsam zurück.',
  ],
  'upright-row': [
    'Stell dich hin, die Stange vor den Oberschenkeln, die Hände etwa schulterbreit.',
    'Zieh sie am Körper entlang bis etwa auf Brusthöhe, die Ellbogen führen.',
    'Senk sie langsam; hör tiefer auf, wenn die Schultern zwicken.',
  ],
  'barbell-shrug': [
    'Stell dich hin, die Stange mit gestreckten Armen vor den Oberschenkeln.',
    'Zieh die Schultern gerade nach oben zu den Ohren und halt kurz.',
    'Senk sie ganz ab; roll die Schultern nicht.',
  ],
  'dumbbell-shrug': [
    'Stell dich hin, die Kurzhanteln mit gestreckten Armen seitlich am Körper.',
    'Zieh die Schultern gerade nach oben zu den Ohren und halt kurz.',
    'Senk sie langsam ganz ab.',
  ],
  'handstand-push-up': [
    'Schwing dich mit dem Gesicht zur Wand in den Handstand, die Hände etwas weiter als schulterbreit.',
    'Senk dich, bis der Kopf leicht den Boden oder eine Matte berührt.',
    'Drück dich hoch, bis die Arme gestreckt sind, der Körper bleibt fest.',
  ],
  'pike-push-up': [
    'Starte in der Liegestützposition und lauf mit den Füßen heran, bis die Hüfte hoch ist und der Körper ein umgedrehtes V bildet.',
    'Beug die Ellbogen und senk den Scheitel zwischen den Händen Richtung Boden.',
    'Drück dich hoch, bis die Arme gestreckt sind.',
  ],

  // Arme
  'triceps-pushdown': [
    'Stell dich mit einer geraden Stange vor einen hohen Kabelzug, die Ellbogen am Körper.',
    'Drück die Stange nach unten, bis die Arme gestreckt sind.',
    'Lass sie hochkommen, bis die Unterarme knapp über waagerecht sind, die Ellbogen bleiben ruhig.',
  ],
  'rope-pushdown': [
    'Stell dich mit einem Seil vor einen hohen Kabelzug, die Ellbogen am Körper.',
    'Drück nach unten, bis die Arme gestreckt sind, und zieh die Seilenden unten auseinander.',
    'Lass das Seil kontrolliert hochkommen, ohne die Ellbogen zu bewegen.',
  ],
  'skull-crusher': [
    'Leg dich auf eine Bank, eine SZ-Stange mit gestreckten Armen über den Schultern.',
    'Beug nur die Ellbogen und senk die Stange zur Stirn oder knapp hinter den Kopf.',
    'Streck die Arme, um sie wieder hochzudrücken; die Oberarme bleiben ruhig.',
  ],
  'overhead-triceps-extension': [
    'Setz oder stell dich hin und halt eine Kurzhantel mit beiden Händen unter der oberen Scheibe über dem Kopf.',
    'Beug die Ellbogen und senk sie hinter den Kopf, die Ellbogen zeigen nach oben.',
    'Streck die Arme, um sie wieder hochzuheben.',
  ],
  'cable-overhead-triceps-extension': [
    'Stell dich mit dem Rücken zu einem tiefen Kabelzug, das Seil hinter dem Kopf, die Ellbogen zeigen nach vorn.',
    'Streck die Arme nach oben vorn, bis sie ganz gestreckt sind.',
    'Lass die Hände langsam hinter den Kopf zurückkommen, die Ellbogen bleiben an ihrem Platz.',
  ],
  'triceps-kickback': [
    'Beug dich mit geradem Rücken vor, eine Kurzhantel in einer Hand, den Oberarm am Körper.',
    'Streck den Ellbogen und drück die Kurzhantel nach hinten, bis der Arm gestreckt ist.',
    'Senk sie zurück in den rechten Winkel, ohne den Oberarm zu bewegen.',
  ],
  'diamond-push-up': [
    'Geh in die Liegestützposition, die Hände zusammen unter der Brust, Daumen und Zeigefinger berühren sich.',
    'Senk die Brust zu den Händen, die Ellbogen nah am Körper.',
    'Drück dich hoch, bis die Arme gestreckt sind.',
  ],
  'jm-press': [
    'Leg dich auf eine Bank und halt die Stange mit engem Griff über den Schultern.',
    'Beug die Ellbogen und lass die Stange Richtung Kinn wandern, die Ellbogen zeigen zu den Füßen.',
    'Drück sie wieder hoch, indem du die Arme streckst.',
  ],
  'barbell-curl': [
    'Stell dich hin, die Stange schulterbreit im Untergriff, die Arme gestreckt.',
    'Curl sie zu den Schultern, die Ellbogen bleiben am Körper.',
    'Senk sie langsam ganz ab; schwing nicht mit dem Körper.',
  ],
  'ez-bar-curl': [
    'Stell dich hin, eine SZ-Stange an den abgewinkelten Griffen, die Arme gestreckt.',
    'Curl sie zu den Schultern, ohne die Ellbogen nach vorn zu schieben.',
    'Senk sie kontrolliert, bis die Arme gestreckt sind.',
  ],
  'dumbbell-curl': [
    'Stell dich hin, die Kurzhanteln seitlich am Körper, Handflächen nach vorn.',
    'Curl sie zu den Schultern, die Ellbogen bleiben am Körper.',
    'Senk sie langsam; du kannst beide zugleich oder abwechselnd curlen.',
  ],
  'hammer-curl': [
    'Stell dich hin, die Kurzhanteln seitlich am Körper, Handflächen zueinander.',
    'Curl sie hoch, die Handflächen bleiben zueinander, die Ellbogen ruhig.',
    'Senk sie langsam in die Ausgangsstellung.',
  ],
  'incline-dumbbell-curl': [
    'Leg dich auf eine Bank mit etwa 45 Grad zurück, die Arme hängen mit den Kurzhanteln gestreckt.',
    'Curl sie hoch, ohne die Ellbogen nach vorn kommen zu lassen.',
    'Senk sie ganz ab, bis die Arme wieder gestreckt sind.',
  ],
  'preacher-curl': [
    'Setz dich an die Scottbank, die Rückseite der Oberarme flach auf dem Polster, eine SZ-Stange in den Händen.',
    'Curl die Stange hoch, bis die Unterarme fast senkrecht sind.',
    'Senk sie langsam, bis die Arme fast gestreckt sind.',
  ],
  'concentration-curl': [
    'Setz dich auf eine Bank und stütz die Rückseite eines Oberarms an der Innenseite des Oberschenkels ab.',
    'Curl die Kurzhantel zur Schulter.',
    'Senk sie langsam, bis der Arm gestreckt ist; wechsle nach dem Satz die Seite.',
  ],
  'cable-curl': [
    'Stell dich vor einen tiefen Kabelzug, eine gerade Stange oder einen Griff im Untergriff.',
    'Curl sie zu den Schultern, die Ellbogen fest am Körper.',
    'Senk sie kontrolliert gegen den Zug.',
  ],
  'machine-curl': [
    'Stell den Sitz so ein, dass die Ellbogen auf Höhe des Drehpunkts sind, die Oberarme auf dem Polster.',
    'Curl die Griffe zu den Schultern.',
    'Senk sie langsam, bis die Arme fast gestreckt sind.',
  ],
  'reverse-curl': [
    'Stell dich hin, die Stange schulterbreit im Obergriff.',
    'Curl sie zu den Schultern, die Handgelenke gerade, die Ellbogen ruhig.',
    'Senk sie langsam in die Ausgangsstellung.',
  ],
  'wrist-curl': [
    'Setz dich, die Unterarme auf den Oberschenkeln oder einer Bank, Handflächen nach oben, die Handgelenke knapp über der Kante, die Stange in den Händen.',
    'Lass die Stange zu den Fingerspitzen rollen.',
    'Beug die Handgelenke so weit wie möglich nach oben und senk sie langsam.',
  ],
  'reverse-wrist-curl': [
    'Setz dich, die Unterarme auf den Oberschenkeln oder einer Bank, Handflächen nach unten, die Handgelenke knapp über der Kante, die Stange in den Händen.',
    'Senk die Handrücken Richtung Boden.',
    'Heb die Knöchel so hoch wie möglich und senk sie langsam.',
  ],
  'farmers-walk': [
    'Stell dich zwischen zwei schwere Kurzhanteln oder Farmer’s-Walk-Griffe und heb sie mit geradem Rücken auf.',
    'Geh mit kurzen, schnellen Schritten, aufrecht, die Schultern zurückgezogen.',
    'Greif fest zu und lass die Gewichte nicht an die Beine schlagen; setz sie mit geradem Rücken ab.',
  ],
  'dead-hang': [
    'Greif eine Klimmzugstange etwa schulterbreit.',
    'Heb die Füße an und häng mit gestreckten Armen, die Schultern locker oder leicht nach unten gezogen.',
    'Atme ruhig weiter und halt so lange, wie du dir vorgenommen hast.',
  ],

  // Hüftstreckung und Rücken
  deadlift: [
    'Stell dich hüftbreit hin, die Stange über der Fußmitte.',
    'Beug dich hinunter, greif knapp außerhalb der Beine, bring die Schienbeine an die Stange und mach den Rücken gerade.',
    'Drück dich vom Boden weg und steh auf, die Stange bleibt an den Beinen.',
    'Streck oben die Hüfte ganz durch und senk die Stange auf demselben Weg ab.',
  ],
  'sumo-deadlift': [
    'Stell dich breit hin, die Fußspitzen nach außen, die Stange über der Fußmitte.',
    'Greif die Stange innerhalb der Knie, die Arme gestreckt, die Brust oben.',
    'Drück die Knie nach außen und dich vom Boden weg, um aufzustehen, die Stange nah am Körper.',
    'Senk sie kontrolliert ab, indem du dich zwischen den Beinen wieder nach unten setzt.',
  ],
  'trap-bar-deadlift': [
    'Stell dich hüftbreit in die Trap Bar, mittig zwischen die Griffe.',
    'Geh in die Hocke, greif die Griffe und mach den Rücken gerade, die Brust oben.',
    'Drück dich mit den Beinen in den aufrechten Stand und senk die Stange wieder auf den Boden.',
  ],
  'dumbbell-deadlift': [
    'Stell dich hin, neben jedem Fuß eine Kurzhantel.',
    'Beug Hüfte und Knie und greif sie mit geradem Rücken.',
    'Steh aufrecht auf, die Kurzhanteln nah an den Beinen, und senk sie auf demselben Weg ab.',
  ],
  'deficit-deadlift': [
    'Stell dich auf eine Scheibe oder eine niedrige Plattform, drei bis fünf Zentimeter hoch, die Stange über der Fußmitte.',
    'Mach dich bereit wie beim Kreuzheben: greifen, Schienbeine an die Stange, Rücken gerade.',
    'Zieh aus der tieferen Position in den Stand und senk die Stange kontrolliert ab.',
  ],
  'rack-pull': [
    'Leg die Stange auf die Sicherheitsablagen oder Blöcke, etwa auf Kniehöhe.',
    'Greif sie knapp außerhalb der Beine, den Rücken gerade, die Schultern über der Stange.',
    'Schieb die Hüfte nach vorn in den aufrechten Stand und senk die Stange zurück auf die Ablagen.',
  ],
  'romanian-deadlift': [
    'Steh aufrecht, die Stange vor den Oberschenkeln, die Knie locker.',
    'Schieb die Hüfte nach hinten und lass die Stange an den Beinen hinuntergleiten, bis du eine kräftige Dehnung im Beinbizeps spürst.',
    'Schieb die Hüfte nach vorn, um wieder aufzustehen.',
    'Halt den Rücken gerade; die Knie bleiben leicht gebeugt und bewegen sich kaum.',
  ],
  'dumbbell-romanian-deadlift': [
    'Steh aufrecht, die Kurzhanteln vor den Oberschenkeln, die Knie locker.',
    'Schieb die Hüfte nach hinten und senk die Kurzhanteln an den Beinen entlang, bis der Beinbizeps gedehnt ist.',
    'Schieb die Hüfte nach vorn, um aufzustehen, den Rücken die ganze Zeit gerade.',
  ],
  'stiff-leg-deadlift': [
    'Stell dich hin, die Stange vor den Oberschenkeln, die Knie fast gestreckt.',
    'Beug dich aus der Hüfte und senk die Stange mit geradem Rücken so weit, wie der Beinbizeps es zulässt.',
    'Komm zurück in den Stand, indem du die Hüfte nach vorn schiebst.',
  ],
  'single-leg-romanian-deadlift': [
    'Stell dich auf ein Bein, eine Kurzhantel in der Hand der anderen Seite, das Standknie leicht gebeugt.',
    'Beug dich nach vorn, während das freie Bein nach hinten geht, bis der Körper fast waagerecht ist.',
    'Komm zurück in den Stand, die Hüfte parallel zum Boden; wechsle nach dem Satz die Seite.',
  ],
  'good-morning': [
    'Leg die Stange wie bei der Kniebeuge auf den oberen Rücken, Füße hüftbreit, Knie locker.',
    'Schieb die Hüfte nach hinten und senk die Brust, bis der Oberkörper fast waagerecht ist.',
    'Schieb die Hüfte nach vorn, um wieder hochzukommen, den Rücken die ganze Zeit gerade.',
  ],
  'back-extension': [
    'Stell das Polster der Hyperextension-Bank knapp unter die Hüfte und hak die Fersen ein.',
    'Senk den Oberkörper aus der Hüfte Richtung Boden.',
    'Heb ihn, bis der Körper eine gerade Linie bildet; geh nicht ins Hohlkreuz darüber hinaus.',
  ],
  'reverse-hyperextension': [
    'Leg dich bäuchlings auf die Maschine, die Hüfte an der Polsterkante, und halt die Griffe.',
    'Schwing die Beine hinter dir hoch, bis sie auf Körperhöhe sind, und spann den Po an.',
    'Senk sie kontrolliert; lass dich nicht vom Gewicht mitschwingen.',
  ],
  'pull-up': [
    'Häng dich im Obergriff etwas weiter als schulterbreit an die Stange.',
    'Zieh die Schultern nach unten und hinten, dann zieh dich hoch, bis das Kinn über der Stange ist.',
    'Senk dich, bis die Arme wieder gestreckt sind.',
    'Halt die Beine ruhig; kein Schwung mit den Beinen.',
  ],
  'chin-up': [
    'Häng dich im Untergriff etwa schulterbreit an die Stange.',
    'Zieh dich hoch, bis das Kinn über der Stange ist, die Brust voran.',
    'Senk dich ganz ab, bis die Arme gestreckt sind.',
  ],
  'weighted-pull-up': [
    'Häng das Gewicht an einen Dipgürtel oder klemm eine Kurzhantel zwischen die Füße.',
    'Häng dich im Obergriff an die Stange und zieh dich hoch, bis das Kinn über ihr ist.',
    'Senk dich kontrolliert, bis die Arme gestreckt sind.',
  ],
  'assisted-pull-up': [
    'Stell die Unterstützung ein: mehr Gewicht an der Maschine oder ein dickeres Band macht es leichter.',
    'Knie oder stell dich auf das Polster und greif die Stange etwas weiter als schulterbreit.',
    'Zieh dich hoch, bis das Kinn über der Stange ist, und senk dich ganz ab.',
  ],
  'lat-pulldown': [
    'Setz dich, die Oberschenkel unter den Polstern, und greif die Stange etwas weiter als schulterbreit.',
    'Lehn dich leicht zurück und zieh die Stange zur oberen Brust, die Ellbogen nach unten.',
    'Lass sie hoch, bis die Arme gestreckt sind, ohne das Gewicht abzulegen.',
  ],
  'close-grip-lat-pulldown': [
    'Häng einen engen Griff ein und setz dich mit den Oberschenkeln unter die Polster.',
    'Zieh den Griff zur oberen Brust, die Ellbogen nah am Körper.',
    'Lass ihn hoch, bis die Arme gestreckt sind und der Latissimus gedehnt ist.',
  ],
  'straight-arm-pulldown': [
    'Stell dich vor einen hohen Kabelzug, eine Stange oder ein Seil mit gestreckten Armen auf Augenhöhe.',
    'Beug dich leicht vor und zieh die Stange in einem Bogen zu den Oberschenkeln, die Arme gestreckt.',
    'Lass sie langsam bis auf Augenhöhe zurück.',
  ],
  'barbell-row': [
    'Beug dich mit geradem Rücken vor, bis der Oberkörper etwa 45 Grad oder tiefer ist, die Stange hängt auf Kniehöhe.',
    'Zieh die Stange zu den unteren Rippen, die Ellbogen nach hinten.',
    'Senk sie, bis die Arme gestreckt sind, der Rücken bleibt ruhig.',
  ],
  'pendlay-row': [
    'Die Stange liegt am Boden, dein Rücken ist fast parallel zu ihr.',
    'Zieh die Stange explosiv vom Boden zur unteren Brust.',
    'Leg sie bei jeder Wiederholung wieder ab und stell den Rücken vor der nächsten neu ein.',
  ],
  'dumbbell-row': [
    'Stütz ein Knie und eine Hand auf eine Bank, den Rücken gerade, die Kurzhantel hängt in der anderen Hand.',
    'Zieh die Kurzhantel zur Hüfte, den Ellbogen nah am Körper.',
    'Senk sie, bis der Arm gestreckt ist; wechsle nach dem Satz die Seite.',
  ],
  'seated-cable-row': [
    'Setz dich an den Rudertisch, die Füße auf der Plattform, die Knie leicht gebeugt, den Griff in den Händen.',
    'Sitz aufrecht und zieh den Griff zum Bauch, die Schulterblätter zusammen.',
    'Lass die Arme nach vorn gestreckt zurück, ohne den Rücken rund zu machen.',
  ],
  't-bar-row': [
    'Stell dich über die an einem Ende verankerte Stange und greif den Griff nah an den Scheiben.',
    'Beug dich mit geradem Rücken vor und zieh die Scheiben zur Brust.',
    'Senk sie kontrolliert, bis die Arme gestreckt sind.',
  ],
  'chest-supported-row': [
    'Leg dich bäuchlings auf eine Bank mit etwa 30 Grad, die Kurzhanteln hängen unter dir.',
    'Zieh sie zur Hüfte und die Schulterblätter zusammen.',
    'Senk sie, bis die Arme gestreckt sind; die Brust bleibt auf dem Polster.',
  ],
  'machine-row': [
    'Stell den Sitz so ein, dass die Griffe etwa auf Brusthöhe sind und die Brust am Polster liegt.',
    'Zieh die Griffe zurück, bis die Ellbogen hinter dem Körper sind.',
    'Lass sie langsam nach vorn, bis die Arme gestreckt sind.',
  ],
  'inverted-row': [
    'Leg eine Stange im Rack etwa auf Hüfthöhe ein, leg dich darunter und greif sie mit gestreckten Armen.',
    'Halt den Körper von den Fersen bis zum Kopf gerade und zieh die Brust zur Stange.',
    'Senk dich, bis die Arme gestreckt sind; mit gebeugten Knien ist es leichter.',
  ],
  'kettlebell-swing': [
    'Stell dich etwas weiter als hüftbreit hin, die Kettlebell einen Schritt vor dir.',
    'Schwing sie mit geradem Rücken zwischen die Beine zurück, dann streck die Hüfte explosiv und schwing sie auf Brusthöhe.',
    'Lass sie zwischen die Beine zurückfallen und geh direkt in den nächsten Swing.',
    'Die Kraft kommt aus der Hüfte, nicht aus den Armen.',
  ],
  'power-clean': [
    'Mach dich wie beim Kreuzheben bereit, der Griff knapp außerhalb der Beine.',
    'Heb die Stange bis zur Oberschenkelmitte, dann spring und zieh die Schultern kräftig hoch.',
    'Tauch unter die Stange ab und fang sie in einer halben Kniebeuge vorn auf den Schultern, die Ellbogen hoch.',
    'Steh zum Abschluss auf und senk die Stange auf den Boden.',
  ],
  'hang-clean': [
    'Stell dich hin, die Stange auf Oberschenkelmitte, der Griff knapp außerhalb der Beine.',
    'Geh leicht in die Knie, dann streck die Hüfte und zieh die Schultern hoch, um die Stange nach oben zu treiben.',
    'Fang sie vorn auf den Schultern mit hohen Ellbogen und steh auf.',
  ],
  'clean-and-jerk': [
    'Setz die Stange vom Boden vorn auf die Schultern um und steh auf.',
    'Geh kurz in die Knie und treib die Stange mit den Beinen über den Kopf.',
    'Spring mit den Füßen in den Ausfallschritt oder in die Grätsche unter die Stange und fang sie mit durchgestreckten Armen.',
    'Stell die Füße wieder zusammen, bevor du die Stange absenkst.',
  ],
  snatch: [
    'Greif die Stange breit, den Rücken gerade, die Schultern leicht vor der Stange.',
    'Heb sie über die Knie, dann streck dich explosiv und zieh dich unter sie.',
    'Fang sie in der tiefen Hocke über dem Kopf mit durchgestreckten Armen und steh auf.',
  ],

  // Beine
  squat: [
    'Leg die Stange auf den oberen Rücken und tritt aus dem Rack, Füße schulterbreit, Fußspitzen leicht nach außen.',
    'Spann den Rumpf an und setz dich zwischen die Fersen, bis die Hüfte unter den Knien ist.',
    'Drück dich wieder hoch und schieb die Knie dabei über die Zehen nach außen.',
    'Halt die Brust oben und den ganzen Fuß am Boden.',
  ],
  'front-squat': [
    'Leg die Stange vorn auf die Schultern, die Finger darunter, die Ellbogen hoch.',
    'Geh mit aufrechtem Oberkörper in die Hocke, bis die Hüfte unter den Knien ist.',
    'Drück dich hoch und halt die Ellbogen oben, damit die Stange nicht nach vorn rollt.',
  ],
  'goblet-squat': [
    'Halt eine Kurzhantel oder Kettlebell senkrecht vor der Brust.',
    'Geh zwischen den Fersen in die Hocke, die Ellbogen innerhalb der Knie, die Brust oben.',
    'Steh wieder auf, indem du dich vom Boden wegdrückst.',
  ],
  'box-squat': [
    'Stell eine Box hinter dich, sodass die Hüfte im Sitzen auf oder knapp unter Kniehöhe ist.',
    'Setz dich mit der Stange auf dem Rücken nach hinten auf die Box und halt kurz inne, ohne locker zu lassen.',
    'Drück dich von der Box in den Stand.',
  ],
  'pause-squat': [
    'Mach eine normale Kniebeuge mit der Stange auf dem oberen Rücken.',
    'Halt die tiefste Position zwei bis drei Sekunden und bleib dabei fest.',
    'Drück dich aus der Pause hoch, ohne zu federn.',
  ],
  'safety-bar-squat': [
    'Leg die Safety Squat Bar auf den oberen Rücken und halt ihre Griffe vor dir.',
    'Geh mit der Brust oben in die Hocke, bis die Hüfte unter den Knien ist.',
    'Drück dich hoch und halt die Griffe unten, damit die Stange waagerecht bleibt.',
  ],
  'overhead-squat': [
    'Halt die Stange mit breitem Griff und durchgestreckten Armen über dem Kopf.',
    'Geh in die Hocke, die Stange bleibt über der Fußmitte.',
    'Steh mit durchgestreckten Armen auf; fang mit der leeren Stange oder einem Stab an.',
  ],
  'zercher-squat': [
    'Halt die Stange in den Ellenbeugen, die Hände vor dir zusammen.',
    'Geh mit aufrechtem Oberkörper in die Hocke.',
    'Steh wieder auf, der obere Rücken bleibt fest und die Stange nah am Körper.',
  ],
  'smith-machine-squat': [
    'Leg die Stange auf den oberen Rücken und stell die Füße etwas vor die Stange.',
    'Hak die Stange aus und geh in die Hocke, bis die Oberschenkel etwa waagerecht sind.',
    'Drück dich hoch und häng die Stange zum Schluss wieder in eine Raste.',
  ],
  'hack-squat': [
    'Stell dich auf die Plattform, den Rücken am Polster, die Schultern unter den Polstern.',
    'Lös die Griffe und senk dich, bis die Oberschenkel mindestens parallel zur Plattform sind.',
    'Drück dich wieder hoch, ohne die Knie hart durchzustrecken.',
  ],
  'belt-squat': [
    'Leg den Gürtel um die Hüfte und stell dich auf die Plattform.',
    'Geh mit aufrechtem Oberkörper in die Hocke, bis die Hüfte unter den Knien ist.',
    'Drück dich über den ganzen Fuß hoch.',
  ],
  'leg-press': [
    'Setz dich in die Maschine, die Füße hüftbreit in der Mitte der Plattform.',
    'Lös die Sicherungen und senk die Plattform, bis die Knie nah an der Brust sind.',
    'Drück sie wieder hoch, ohne die Knie durchzustrecken; der untere Rücken bleibt am Polster.',
  ],
  'bulgarian-split-squat': [
    'Stell dich vor eine Bank und leg den Rist eines Fußes hinter dir darauf ab.',
    'Senk dich gerade nach unten, bis der vordere Oberschenkel etwa waagerecht ist.',
    'Drück dich über den vorderen Fuß hoch; wechsle nach dem Satz das Bein.',
  ],
  'split-squat': [
    'Stell dich in eine lange Schrittstellung, beide Füße flach, die Kurzhanteln seitlich am Körper.',
    'Senk das hintere Knie Richtung Boden, bis der vordere Oberschenkel etwa waagerecht ist.',
    'Drück dich über den vorderen Fuß hoch; wechsle nach dem Satz das Bein.',
  ],
  lunge: [
    'Steh aufrecht, die Kurzhanteln seitlich am Körper.',
    'Mach einen Schritt nach vorn und senk dich, bis beide Knie etwa im rechten Winkel gebeugt sind.',
    'Drück dich vom vorderen Fuß ab zurück in den Stand; wechsle die Beine ab.',
  ],
  'walking-lunge': [
    'Stell dich hin, die Kurzhanteln seitlich am Körper, mit Platz zum Gehen vor dir.',
    'Mach einen Schritt nach vorn und senk dich, bis das hintere Knie fast den Boden berührt.',
    'Drück dich hoch und bring das hintere Bein nach vorn in den nächsten Schritt.',
  ],
  'reverse-lunge': [
    'Steh aufrecht, die Kurzhanteln seitlich am Körper.',
    'Mach mit einem Fuß einen Schritt zurück und senk dich, bis das hintere Knie fast den Boden berührt.',
    'Drück dich über den vorderen Fuß zurück in den Stand; wechsle die Beine ab.',
  ],
  'step-up': [
    'Stell dich vor eine Box oder Bank, etwa kniehoch, die Kurzhanteln seitlich am Körper.',
    'Setz einen Fuß ganz auf die Box und drück dich darüber hoch in den Stand.',
    'Steig mit dem anderen Fuß kontrolliert ab; wechsle nach dem Satz das Bein.',
  ],
  'pistol-squat': [
    'Stell dich auf ein Bein, das andere gestreckt vor dir.',
    'Geh auf dem Standbein so tief in die Hocke, wie du kontrollieren kannst, die Arme zum Ausgleich nach vorn.',
    'Steh wieder auf; halt dich an einem Pfosten fest oder setz dich auf eine Box, um es leichter zu machen.',
  ],
  'bodyweight-squat': [
    'Stell dich schulterbreit hin, die Arme nach vorn oder die Hände zusammen.',
    'Setz dich zwischen die Fersen, bis die Hüfte auf oder unter Kniehöhe ist.',
    'Steh wieder auf, die Brust oben, die Fersen am Boden.',
  ],
  'leg-extension': [
    'Setz dich mit dem Polster an den unteren Schienbeinen, die Knie auf Höhe des Drehpunkts.',
    'Streck die Beine ganz durch und spann den Quadrizeps an.',
    'Senk das Gewicht langsam.',
  ],
  'lying-leg-curl': [
    'Leg dich bäuchlings hin, das Polster knapp über den Fersen, die Knie knapp über der Bankkante.',
    'Zieh die Fersen zum Po, die Hüfte bleibt auf dem Polster.',
    'Senk sie langsam, bis die Beine gestreckt sind.',
  ],
  'seated-leg-curl': [
    'Setz dich mit dem Polster unter den unteren Waden und dem Oberschenkelpolster fest auf den Beinen.',
    'Zieh die Fersen nach unten und unter den Sitz.',
    'Lass sie langsam zurückkommen, bis die Beine gestreckt sind.',
  ],
  'nordic-hamstring-curl': [
    'Knie dich auf ein Polster, die Fersen unter einer Stange fixiert oder von einem Partner gehalten.',
    'Halt den Körper von den Knien bis zum Kopf gerade und senk dich so langsam wie möglich nach vorn.',
    'Fang dich mit den Händen ab und drück dich zurück; zieh mit dem Beinbizeps, wenn du stärker wirst.',
  ],
  'glute-ham-raise': [
    'Stell dich an die Glute-Ham-Bank, die Knie knapp hinter dem Polster, die Füße eingehakt.',
    'Senk den Körper nach vorn, bis er waagerecht ist.',
    'Zieh dich mit dem Beinbizeps wieder hoch, bis der Körper aufrecht ist.',
  ],
  'hip-thrust': [
    'Setz dich mit dem oberen Rücken an eine Bank, eine gepolsterte Stange über der Hüfte.',
    'Stell die Füße so auf, dass die Schienbeine oben senkrecht sind.',
    'Drück die Hüfte hoch, bis der Körper von den Schultern bis zu den Knien gerade ist, und spann den Po an.',
    'Senk die Hüfte kontrolliert; das Kinn bleibt zur Brust.',
  ],
  'glute-bridge': [
    'Leg dich auf den Rücken, die Knie gebeugt, die Füße flach nah an der Hüfte.',
    'Drück die Hüfte hoch, bis der Körper von den Schultern bis zu den Knien gerade ist.',
    'Spann oben den Po an und senk dich langsam.',
  ],
  'cable-pull-through': [
    'Stell dich mit dem Rücken zu einem tiefen Kabelzug, das Seil zwischen den Beinen in beiden Händen.',
    'Schieb die Hüfte nach hinten und lass das Seil die Hände zwischen die Beine ziehen.',
    'Schieb die Hüfte nach vorn in den aufrechten Stand und spann den Po an.',
  ],
  'glute-kickback': [
    'Leg eine Fußmanschette am tiefen Kabelzug an, stell dich mit dem Gesicht dazu und halt dich am Gestell fest.',
    'Streck das Bein mit der Manschette gerade nach hinten, spann den Po an, ohne ins Hohlkreuz zu gehen.',
    'Bring es langsam zurück; wechsle nach dem Satz das Bein.',
  ],
  'hip-abduction': [
    'Setz dich in die Maschine, die Polster außen an den Knien.',
    'Drück die Knie so weit wie möglich auseinander.',
    'Lass sie langsam wieder zusammenkommen.',
  ],
  'hip-adduction': [
    'Setz dich in die Maschine, die Polster innen an den Knien.',
    'Drück die Beine zusammen, bis sich die Polster treffen.',
    'Lass sie langsam auseinandergehen, bis du eine Dehnung spürst.',
  ],
  'copenhagen-plank': [
    'Leg dich auf die Seite und leg die Innenseite des oberen Beins auf eine Bank, mit dem Knie oder dem Fuß.',
    'Heb die Hüfte, bis der Körper gerade ist, gestützt auf den Unterarm und dieses Bein.',
    'Halt die Position und wechsle dann die Seite; auf dem Knie ist es leichter.',
  ],
  'lateral-band-walk': [
    'Leg ein Band oberhalb der Knie oder an den Knöcheln um die Beine und geh in eine Viertelhocke.',
    'Geh seitwärts, das Band bleibt gespannt, die Füße zeigen nach vorn.',
    'Mach die vorgenommenen Schritte in eine Richtung und geh dann zurück.',
  ],
  'standing-calf-raise': [
    'Stell dich mit den Fußballen auf die Kante der Plattform, die Schultern unter den Polstern.',
    'Lass die Fersen so tief wie möglich sinken, für eine volle Dehnung.',
    'Geh so hoch wie möglich auf die Zehenspitzen und halt kurz, bevor du absenkst.',
  ],
  'seated-calf-raise': [
    'Setz dich mit den Fußballen auf die Plattform, das Polster auf den unteren Oberschenkeln.',
    'Senk die Fersen so weit wie möglich.',
    'Drück dich so hoch wie möglich auf die Zehenspitzen, halt kurz und senk langsam ab.',
  ],
  'leg-press-calf-raise': [
    'Setz dich mit gestreckten Beinen in die Beinpresse, die Fußballen an der unteren Kante der Plattform.',
    'Lass die Plattform die Zehen zu dir zurückdrücken.',
    'Drück sie mit den Zehen so weit wie möglich weg; die Knie bleiben ruhig.',
  ],
  'single-leg-calf-raise': [
    'Stell dich mit einem Fuß auf die Kante einer Stufe, eine Kurzhantel in der Hand derselben Seite, mit der anderen hältst du dich fest.',
    'Senk die Ferse so weit wie möglich.',
    'Geh so hoch wie möglich auf die Zehenspitzen; wechsle nach dem Satz das Bein.',
  ],
  'sled-push': [
    'Belad den Schlitten und halt seine Griffe mit gebeugten oder gestreckten Armen.',
    'Lehn dich schräg hinein und schieb mit kurzen, kräftigen Schritten nach vorn.',
    'Schieb ohne Pause weiter, bis die vorgenommene Strecke geschafft ist.',
  ],
  'box-jump': [
    'Stell dich einen kleinen Schritt vor eine stabile Box.',
    'Hol mit den Armen Schwung und spring hoch; lande weich mit dem ganzen Fuß auf der Box.',
    'Richte dich oben ganz auf und steig dann ab; spring nicht herunter.',
  ],

  // Rumpf
  plank: [
    'Stütz dich auf Unterarme und Zehen, die Ellbogen unter den Schultern.',
    'Bilde eine gerade Linie vom Kopf bis zu den Fersen, Po und Bauch angespannt.',
    'Halt sie die vorgenommene Zeit und atme ruhig; hör auf, wenn die Hüfte durchhängt.',
  ],
  'side-plank': [
    'Leg dich auf die Seite, der Ellbogen unter der Schulter, die Füße übereinander.',
    'Heb die Hüfte, bis der Körper vom Kopf bis zu den Füßen gerade ist.',
    'Halt die vorgenommene Zeit und wechsle dann die Seite.',
  ],
  crunch: [
    'Leg dich auf den Rücken, die Knie gebeugt, die Hände neben dem Kopf oder vor der Brust gekreuzt.',
    'Roll die Schultern vom Boden ein, indem du den Bauch anspannst, nicht indem du am Nacken ziehst.',
    'Senk dich langsam wieder ab.',
  ],
  'cable-crunch': [
    'Knie dich vor einen hohen Kabelzug und halt ein Seil neben dem Kopf.',
    'Roll die Brust zu den Knien ein, den Rücken rund, die Hüfte bleibt ruhig.',
    'Komm langsam gegen den Zug wieder hoch.',
  ],
  'machine-crunch': [
    'Stell den Sitz ein und halt die Griffe oder leg die Arme auf die Polster.',
    'Roll die Brust zu den Knien ein, indem du den Bauch anspannst.',
    'Komm langsam zurück, ohne das Gewicht abzulegen.',
  ],
  'sit-up': [
    'Leg dich auf den Rücken, die Knie gebeugt, die Füße flach, wenn nötig fixiert.',
    'Roll dich hoch, bis die Brust nah an den Oberschenkeln ist.',
    'Senk dich kontrolliert wieder ab.',
  ],
  'hanging-leg-raise': [
    'Häng dich mit gestreckten Armen an eine Klimmzugstange.',
    'Heb die Beine, gestreckt oder mit gebeugten Knien, bis sie mindestens auf Hüfthöhe sind.',
    'Senk sie langsam, ohne zu schwingen.',
  ],
  'captains-chair-knee-raise': [
    'Stell dich in den Beinheber-Stuhl, die Unterarme auf den Polstern, der Rücken an der Lehne.',
    'Heb die Füße an und zieh die Knie zur Brust, das Becken leicht eingerollt.',
    'Senk die Beine langsam, ohne zu schwingen.',
  ],
  'toes-to-bar': [
    'Häng dich etwa schulterbreit an eine Klimmzugstange.',
    'Zieh die Beine hoch und berühr die Stange mit den Zehen, während du mit gestreckten Armen auf die Stange drückst.',
    'Senk die Beine kontrolliert.',
  ],
  'lying-leg-raise': [
    'Leg dich auf den Rücken, die Beine gestreckt, die Hände neben der Hüfte oder unter dem unteren Rücken.',
    'Heb die Beine, bis sie zur Decke zeigen.',
    'Senk sie langsam, der untere Rücken bleibt am Boden.',
  ],
  'ab-wheel-rollout': [
    'Knie dich hin, das Bauchroller-Rad unter den Schultern auf dem Boden.',
    'Roll es so weit nach vorn, wie du kannst, ohne dass der untere Rücken durchhängt.',
    'Zieh es mit angespanntem Bauch in die Ausgangsstellung zurück.',
  ],
  'russian-twist': [
    'Setz dich mit gebeugten Knien hin und lehn dich leicht zurück, ein Gewicht vor der Brust.',
    'Dreh den Oberkörper zu einer Seite, dann zur anderen, und führ das Gewicht neben die Hüfte.',
    'Heb die Füße vom Boden, um es schwerer zu machen.',
  ],
  'cable-woodchopper': [
    'Stell die Seilrolle hoch, stell dich seitlich dazu und halt den Griff mit beiden Händen.',
    'Zieh ihn diagonal nach unten quer über den Körper zur anderen Hüfte, die Drehung kommt aus dem Oberkörper.',
    'Führ ihn langsam zurück; wechsle nach dem Satz die Seite.',
  ],
  'pallof-press': [
    'Stell dich seitlich zu einem Kabelzug auf Brusthöhe, den Griff mit beiden Händen an der Brust.',
    'Drück ihn gerade vor dich und halt ihn dort, ohne dich vom Zug drehen zu lassen.',
    'Führ ihn zurück zur Brust; wechsle nach dem Satz die Seite.',
  ],
  'dead-bug': [
    'Leg dich auf den Rücken, die Arme nach oben gestreckt, die Knie gebeugt über der Hüfte.',
    'Senk einen Arm nach hinten und das gegenüberliegende Bein Richtung Boden, der untere Rücken bleibt unten.',
    'Bring beide zurück und wiederhole es auf der anderen Seite.',
  ],
  'bicycle-crunch': [
    'Leg dich auf den Rücken, die Hände neben dem Kopf, die Beine angehoben.',
    'Führ einen Ellbogen zum gegenüberliegenden Knie, während sich das andere Bein streckt.',
    'Wechsle die Seiten in einer gleichmäßigen Tretbewegung.',
  ],
  'side-bend': [
    'Stell dich hin, eine Kurzhantel in einer Hand seitlich am Körper.',
    'Neig dich seitlich zur Kurzhantel und zieh dich mit der anderen Seite der Taille wieder aufrecht.',
    'Wechsle nach dem Satz die Seite.',
  ],
  'suitcase-carry': [
    'Heb eine schwere Kurzhantel oder Kettlebell mit einer Hand auf wie einen Koffer.',
    'Geh aufrecht, ohne dich zum Gewicht zu neigen, die Schultern gerade.',
    'Geh die vorgenommene Strecke und wechsle dann die Hand.',
  ],

  // Ganzkörper
  thruster: [
    'Halt die Stange vorn auf den Schultern wie bei der Frontkniebeuge.',
    'Geh in die Hocke, bis die Hüfte unter den Knien ist.',
    'Drück dich hoch und nutz den Schwung, um die Stange in einer Bewegung über den Kopf zu drücken.',
    'Senk sie auf die Schultern, während du in die nächste Kniebeuge gehst.',
  ],
  burpee: [
    'Geh aus dem Stand in die Hocke und setz die Hände auf den Boden.',
    'Spring mit den Füßen nach hinten in den Stütz und senk die Brust zum Boden.',
    'Drück dich hoch, spring mit den Füßen zurück zu den Händen und spring mit den Armen über dem Kopf hoch.',
  ],
  'muscle-up': [
    'Häng dich im falschen Griff an eine Stange, die Handgelenke über der Stange.',
    'Zieh explosiv und bring die Stange zur unteren Brust.',
    'Bring die Brust über die Stange und drück dich in den Stütz mit gestreckten Armen.',
    'Senk dich kontrolliert zurück in den Hang.',
  ],
  'turkish-get-up': [
    'Leg dich auf den Rücken, eine Kettlebell in einer Hand gerade nach oben, das Knie dieser Seite gebeugt.',
    'Roll dich auf den anderen Ellbogen, dann auf die Hand, und heb die Hüfte.',
    'Zieh das gestreckte Bein unter dich in den Kniestand und steh auf, der Arm bleibt über dem Kopf gestreckt.',
    'Geh die Schritte rückwärts, um dich wieder hinzulegen; den Blick auf dem Gewicht.',
  ],

  // Mit den Übungsarten hinzugekommen
  'assisted-dip': [
    'Stell die Unterstützung ein: mehr Gewicht an der Maschine oder ein dickeres Band macht es leichter.',
    'Knie oder stell dich auf das Polster und stütz dich mit gestreckten Armen auf die Holme.',
    'Senk dich, bis die Oberarme etwa auf Höhe der Holme sind.',
    'Drück dich in den Stütz mit gestreckten Armen hoch, ohne die Schultern hochzuziehen.',
  ],
  'wall-sit': [
    'Lehn den Rücken flach an eine Wand und stell die Füße etwa 60 Zentimeter nach vorn.',
    'Rutsch hinunter, bis die Knie etwa 90 Grad gebeugt sind, die Knie über den Knöcheln.',
    'Halt die vorgenommene Zeit und drück den Rücken gegen die Wand.',
  ],
  running: [
    'Lauf dich ein paar Minuten locker warm.',
    'Lauf aufrecht mit lockeren Schultern und setz mit kurzen, schnellen Schritten unter dem Körper auf.',
    'Halt ein Tempo, das du über die Strecke durchhältst, und atme gleichmäßig.',
    'Trag am Ende die Strecke und die Zeit ein.',
  ],
  walking: [
    'Geh aufrecht, die Schultern locker, die Arme schwingen natürlich mit.',
    'Roll von der Ferse zu den Zehen ab und halt ein zügiges, gleichmäßiges Tempo.',
    'Auf dem Laufband macht eine Steigung es schwerer, ohne zu laufen.',
  ],
  cycling: [
    'Stell den Sattel so ein, dass das Knie unten im Tritt nur leicht gebeugt ist.',
    'Tritt in runden Kreisen, drück nach unten und zieh durch.',
    'Wähl einen Widerstand, den du bei gleichmäßiger Trittfrequenz hältst, und trag Strecke und Zeit ein.',
  ],
  rowing: [
    'Schnall die Füße fest und halt den Griff mit gestreckten Armen, die Schienbeine senkrecht.',
    'Drück zuerst mit den Beinen, dann lehn dich leicht zurück und zieh den Griff zu den unteren Rippen.',
    'Geh in umgekehrter Reihenfolge zurück: Arme, Oberkörper, dann die Knie beugen.',
    'Halt das Tempo gleichmäßig und trag Strecke und Zeit ein.',
  ],
  elliptical: [
    'Stell dich auf die Pedale und halt die Griffe locker.',
    'Drück und zieh in einem runden Schritt, das Gewicht über den Fersen.',
    'Stell einen Widerstand ein, den du gleichmäßig halten kannst, und trag Strecke und Zeit ein.',
  ],
  'stair-climber': [
    'Steh aufrecht auf den Stufen und halt dich nur leicht am Geländer fest, zum Gleichgewicht.',
    'Steig mit dem ganzen Fuß auf jede Stufe und drück dich über die Fersen hoch.',
    'Halt ein Tempo, das du die vorgenommene Zeit durchhältst.',
  ],
  swimming: [
    'Schwimm dich mit ein paar lockeren Bahnen ein.',
    'Halt den Körper lang und flach und atme alle paar Züge zur Seite.',
    'Schwimm in einem Tempo, das du halten kannst, und trag Strecke und Zeit ein.',
  ],
  'jump-rope': [
    'Halt die Griffe auf Hüfthöhe, das Seil hinter den Fersen.',
    'Dreh das Seil aus den Handgelenken und spring nur so hoch, dass es durchpasst.',
    'Lande weich auf den Fußballen und halt einen gleichmäßigen Rhythmus für die vorgenommene Zeit.',
  ],
}
