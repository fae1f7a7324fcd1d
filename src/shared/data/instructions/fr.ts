/** The catalogue's instructions in French, step for step as ../instructions.ts (the English source). */
export const INSTRUCTIONS: Readonly<Record<string, readonly string[]>> = {
  // Pectoraux
  'bench-press': [
    'Allonge-toi sur le banc, les yeux sous la barre, les pieds bien ancrés et les omoplates serrées.',
    'Sors la barre bras tendus et descends-la vers le bas de la poitrine, coudes un peu rentrés.',
    'Pousse-la au-dessus des épaules jusqu’à avoir les bras tendus.',
    'Garde les fesses sur le banc et les poignets au-dessus des coudes.',
  ],
  'incline-bench-press': [
    'Règle le banc à environ 30 degrés et allonge-toi, les yeux sous la barre.',
    'Descends la barre vers le haut de la poitrine, juste sous les clavicules.',
    'Pousse jusqu’à avoir les bras tendus au-dessus des épaules.',
    'Garde les omoplates serrées et basses tout du long.',
  ],
  'decline-bench-press': [
    'Cale tes jambes sous les boudins d’un banc décliné et allonge-toi, les yeux sous la barre.',
    'Descends la barre en contrôle vers le bas de la poitrine.',
    'Pousse-la jusqu’à avoir les bras tendus ; si tu peux, fais-toi passer la barre par un partenaire.',
  ],
  'dumbbell-bench-press': [
    'Assieds-toi au bout d’un banc plat, les haltères sur les cuisses, puis allonge-toi et amène-les au-dessus de la poitrine.',
    'Descends-les sur les côtés de la poitrine, coudes à environ 45 degrés du corps.',
    'Pousse vers le haut en les rapprochant un peu, jusqu’à avoir les bras tendus.',
    'À la fin de la série, repose-les sur les cuisses en te redressant.',
  ],
  'incline-dumbbell-press': [
    'Règle le banc entre 30 et 45 degrés et amène les haltères aux épaules en t’allongeant.',
    'Pousse-les au-dessus du haut de la poitrine jusqu’à avoir les bras tendus.',
    'Descends-les lentement jusqu’à sentir l’étirement dans toute la poitrine.',
  ],
  'decline-dumbbell-press': [
    'Cale tes jambes sur un banc décliné et tiens les haltères sur les côtés du bas de la poitrine.',
    'Pousse-les au-dessus de la poitrine jusqu’à avoir les bras tendus.',
    'Descends-les en contrôle, coudes un peu rentrés.',
  ],
  'close-grip-bench-press': [
    'Allonge-toi sur le banc et prends la barre à peu près à largeur d’épaules, plus serré que ton développé couché habituel.',
    'Descends-la vers le bas de la poitrine, coudes près du corps.',
    'Pousse en tendant fort les coudes ; les triceps font l’essentiel du travail.',
  ],
  'floor-press': [
    'Allonge-toi au sol sous la barre, dans un rack réglé bas, genoux fléchis ou jambes tendues.',
    'Descends la barre jusqu’à poser les bras au sol et marque une courte pause.',
    'Pousse-la jusqu’à avoir les bras tendus.',
  ],
  'machine-chest-press': [
    'Règle le siège pour que les poignées soient au niveau du milieu de ta poitrine.',
    'Assieds-toi le dos contre le dossier et pousse les poignées vers l’avant jusqu’à avoir les bras tendus.',
    'Laisse-les revenir lentement jusqu’à sentir l’étirement dans la poitrine, sans reposer la charge.',
  ],
  'smith-machine-bench-press': [
    'Place le banc pour que la barre descende sur le bas de ta poitrine.',
    'Décroche la barre d’un tour de poignets et descends-la en contrôle vers la poitrine.',
    'Pousse jusqu’à avoir les bras tendus, puis raccroche la barre sur un cran pour finir.',
  ],
  'dumbbell-fly': [
    'Allonge-toi sur un banc plat, les haltères au-dessus de la poitrine, paumes face à face.',
    'Coudes légèrement fléchis, ouvre grand les bras jusqu’à sentir l’étirement dans la poitrine.',
    'Ramène-les au-dessus de la poitrine comme si tu enlaçais un tonneau.',
    'Garde la même flexion des coudes tout du long ; ce n’est pas un développé.',
  ],
  'incline-dumbbell-fly': [
    'Allonge-toi sur un banc à environ 30 degrés, haltères au-dessus du haut de la poitrine, paumes face à face.',
    'Ouvre les bras en un large arc, coudes souples, jusqu’à étirer la poitrine.',
    'Ramène-les au-dessus de la poitrine en la contractant.',
  ],
  'cable-crossover': [
    'Règle les deux poulies en haut, prends une poignée dans chaque main et avance d’un pas, pieds décalés.',
    'Penche-toi un peu en avant, coudes légèrement fléchis, bras grands ouverts.',
    'Tire les poignées vers le bas jusqu’à les réunir devant les hanches, puis laisse-les revenir lentement.',
  ],
  'pec-deck': [
    'Règle le siège pour que les poignées soient à hauteur de poitrine et assieds-toi le dos plaqué au dossier.',
    'Rapproche les poignées devant la poitrine, coudes légèrement fléchis.',
    'Rouvre lentement jusqu’à sentir l’étirement, sans laisser les plaques se toucher.',
  ],
  'push-up': [
    'Mets-toi en planche bras tendus, mains un peu plus écartées que les épaules, le corps droit de la tête aux talons.',
    'Descends la poitrine jusqu’à frôler le sol, coudes à environ 45 degrés du corps.',
    'Repousse le sol jusqu’à avoir les bras tendus.',
    'Serre les fessiers pour que les hanches ne s’affaissent pas et ne montent pas.',
  ],
  dip: [
    'Tiens-toi sur les barres parallèles bras tendus, épaules basses.',
    'Penche-toi un peu en avant et descends jusqu’à ce que tes bras soient à peu près parallèles au sol.',
    'Remonte jusqu’à avoir les bras tendus.',
    'Ajoute du poids avec une ceinture dès que les répétitions au poids du corps deviennent faciles.',
  ],
  'bench-dip': [
    'Assieds-toi au bord d’un banc, mains à côté des hanches, et avance les fesses hors du banc, jambes devant toi.',
    'Plie les coudes vers l’arrière pour descendre les hanches vers le sol.',
    'Remonte jusqu’à avoir les bras tendus ; plie les genoux pour rendre l’exercice plus facile.',
  ],
  'dumbbell-pullover': [
    'Allonge-toi en travers ou dans la longueur d’un banc, un haltère tenu à deux mains au-dessus de la poitrine.',
    'Coudes légèrement fléchis, descends-le derrière la tête jusqu’à sentir l’étirement dans les dorsaux et la poitrine.',
    'Ramène-le au-dessus de la poitrine en suivant le même arc.',
  ],
  'landmine-press': [
    'Cale une extrémité d’une barre dans un coin ou un landmine et tiens l’autre à l’épaule.',
    'Place-toi en fente et pousse la barre vers le haut et l’avant jusqu’à avoir le bras tendu.',
    'Redescends-la en contrôle à l’épaule ; change de côté après la série.',
  ],

  // Épaules
  'overhead-press': [
    'Tiens-toi debout, la barre sur l’avant des épaules, mains juste à l’extérieur, pieds à largeur de hanches.',
    'Serre les fessiers et gaine-toi, puis pousse la barre droit vers le haut en reculant la tête pour la laisser passer.',
    'Termine avec la barre au-dessus du milieu des pieds et la tête entre les bras.',
    'Redescends-la en contrôle sur les épaules.',
  ],
  'dumbbell-shoulder-press': [
    'Assieds-toi sur un banc, dos droit, les haltères aux épaules, paumes vers l’avant.',
    'Pousse-les jusqu’à avoir les bras tendus, en les rapprochant un peu.',
    'Redescends-les à hauteur d’épaules.',
  ],
  'arnold-press': [
    'Assieds-toi bien droit, les haltères devant les épaules, paumes vers toi.',
    'Pousse vers le haut en tournant les paumes vers l’avant, pour finir bras tendus au-dessus de la tête.',
    'Tourne-les dans l’autre sens en redescendant au départ.',
  ],
  'push-press': [
    'Tiens-toi debout, la barre sur l’avant des épaules, comme pour un développé militaire.',
    'Fléchis les genoux de quelques centimètres, le buste droit.',
    'Pousse fort sur les jambes et profite de l’élan pour envoyer la barre au-dessus de la tête.',
    'Redescends-la sur les épaules en fléchissant les genoux pour amortir.',
  ],
  'machine-shoulder-press': [
    'Règle le siège pour que les poignées partent à peu près à hauteur d’épaules.',
    'Pousse les poignées vers le haut jusqu’à avoir les bras tendus, le dos contre le dossier.',
    'Redescends-les lentement au départ.',
  ],
  'lateral-raise': [
    'Tiens-toi debout, les haltères le long du corps, coudes légèrement fléchis.',
    'Monte-les sur les côtés jusqu’à ce que tes bras soient à hauteur d’épaules.',
    'Redescends-les lentement ; mène avec les coudes et ne te balance pas.',
  ],
  'cable-lateral-raise': [
    'Règle une poulie en bas, place-toi de profil et prends la poignée avec la main la plus éloignée.',
    'Monte le bras sur le côté jusqu’à hauteur d’épaule, coude légèrement fléchi.',
    'Redescends-le lentement en retenant le câble ; change de côté après la série.',
  ],
  'machine-lateral-raise': [
    'Règle le siège pour aligner tes épaules sur les axes de la machine, bras contre les coussins.',
    'Monte les bras sur les côtés jusqu’à hauteur d’épaules.',
    'Redescends-les en contrôle sans reposer la charge.',
  ],
  'front-raise': [
    'Tiens-toi debout, les haltères devant les cuisses.',
    'Monte-les devant toi, bras presque tendus, jusqu’à hauteur d’épaules.',
    'Redescends-les lentement, sans te pencher en arrière.',
  ],
  'rear-delt-fly': [
    'Penche-toi en avant depuis les hanches, dos plat, les haltères pendant sous la poitrine.',
    'Coudes souples, monte-les sur les côtés jusqu’à ce que tes bras soient dans l’alignement du corps.',
    'Redescends-les lentement ; garde les épaules basses, loin des oreilles.',
  ],
  'reverse-pec-deck': [
    'Assieds-toi face au dossier du pec deck, les poignées réglées en position arrière, à hauteur d’épaules.',
    'Tire les poignées vers l’arrière et l’extérieur en un large arc, jusqu’à ce que tes bras soient dans l’alignement du corps.',
    'Ramène-les lentement vers l’avant.',
  ],
  'face-pull': [
    'Installe une corde sur une poulie à hauteur du visage et tiens les extrémités, pouces vers toi.',
    'Recule jusqu’à avoir les bras tendus, puis tire la corde vers ton visage en écartant les extrémités.',
    'Termine coudes hauts, mains à côté des oreilles, puis laisse revenir la corde lentement.',
  ],
  'upright-row': [
    'Tiens-toi debout, la barre devant les cuisses, mains à peu près à largeur d’épaules.',
    'Remonte-la le long du corps, coudes en tête, jusqu’à hauteur de poitrine environ.',
    'Redescends-la lentement ; arrête-toi plus bas si tes épaules pincent.',
  ],
  'barbell-shrug': [
    'Tiens-toi debout, la barre devant les cuisses, bras tendus.',
    'Monte les épaules droit vers les oreilles et tiens un instant.',
    'Redescends-les complètement ; ne fais pas tourner les épaules.',
  ],
  'dumbbell-shrug': [
    'Tiens-toi debout, les haltères le long du corps, bras tendus.',
    'Monte les épaules droit vers les oreilles et marque une pause.',
    'Redescends-les lentement jusqu’en bas.',
  ],
  'handstand-push-up': [
    'Monte en équilibre sur les mains face à un mur, mains un peu plus écartées que les épaules.',
    'Descends jusqu’à ce que ta tête touche légèrement le sol ou un tapis.',
    'Remonte jusqu’à avoir les bras tendus, le corps gainé.',
  ],
  'pike-push-up': [
    'Pars en position de pompe et rapproche les pieds jusqu’à avoir les hanches hautes, le corps en V inversé.',
    'Plie les coudes pour descendre le sommet de la tête vers le sol entre tes mains.',
    'Remonte jusqu’à avoir les bras tendus.',
  ],

  // Bras
  'triceps-pushdown': [
    'Tiens-toi face à une poulie haute avec une barre droite, coudes collés au corps.',
    'Pousse la barre vers le bas jusqu’à avoir les bras tendus.',
    'Laisse-la remonter jusqu’à ce que tes avant-bras dépassent un peu l’horizontale, coudes immobiles.',
  ],
  'rope-pushdown': [
    'Tiens-toi face à une poulie haute avec une corde, coudes collés au corps.',
    'Pousse vers le bas jusqu’à avoir les bras tendus, en écartant les extrémités de la corde en bas.',
    'Laisse remonter la corde en contrôle sans bouger les coudes.',
  ],
  'skull-crusher': [
    'Allonge-toi sur un banc, une barre EZ au-dessus des épaules, bras tendus.',
    'Plie uniquement les coudes pour descendre la barre vers ton front ou juste derrière ta tête.',
    'Tends les bras pour la remonter ; le haut des bras ne bouge pas.',
  ],
  'overhead-triceps-extension': [
    'Assis ou debout, tiens un haltère au-dessus de la tête à deux mains, sous le disque du haut.',
    'Plie les coudes pour le descendre derrière la tête, coudes pointés vers le haut.',
    'Tends les bras pour le remonter.',
  ],
  'cable-overhead-triceps-extension': [
    'Dos à une poulie basse, tiens une corde derrière la tête, coudes pointés vers l’avant.',
    'Tends les bras vers le haut et l’avant jusqu’à l’extension complète.',
    'Laisse revenir les mains lentement derrière la tête, coudes fixes.',
  ],
  'triceps-kickback': [
    'Penche-toi en avant, dos plat, un haltère dans une main, le haut du bras le long du corps.',
    'Tends le coude pour pousser l’haltère vers l’arrière jusqu’à avoir le bras tendu.',
    'Redescends à angle droit au coude sans bouger le haut du bras.',
  ],
  'diamond-push-up': [
    'Mets-toi en position de pompe, mains jointes sous la poitrine, pouces et index qui se touchent.',
    'Descends la poitrine vers tes mains, coudes près du corps.',
    'Remonte jusqu’à avoir les bras tendus.',
  ],
  'jm-press': [
    'Allonge-toi sur un banc et tiens la barre en prise serrée au-dessus des épaules.',
    'Plie les coudes et laisse la barre descendre vers ton menton, coudes pointés vers tes pieds.',
    'Remonte-la en tendant les bras.',
  ],
  'barbell-curl': [
    'Tiens-toi debout, la barre en supination à largeur d’épaules, bras tendus.',
    'Monte-la vers les épaules, coudes collés au corps.',
    'Redescends-la lentement jusqu’en bas ; ne balance pas le corps.',
  ],
  'ez-bar-curl': [
    'Tiens-toi debout, une barre EZ prise sur ses poignées inclinées, bras tendus.',
    'Monte-la vers les épaules sans avancer les coudes.',
    'Redescends-la en contrôle jusqu’à avoir les bras tendus.',
  ],
  'dumbbell-curl': [
    'Tiens-toi debout, les haltères le long du corps, paumes vers l’avant.',
    'Monte-les vers les épaules, coudes collés au corps.',
    'Redescends-les lentement ; tu peux monter les deux ensemble ou un bras après l’autre.',
  ],
  'hammer-curl': [
    'Tiens-toi debout, les haltères le long du corps, paumes face à face.',
    'Monte-les en gardant les paumes face à face et les coudes immobiles.',
    'Redescends-les lentement au départ.',
  ],
  'incline-dumbbell-curl': [
    'Allonge-toi sur un banc à environ 45 degrés, bras pendants et tendus avec les haltères.',
    'Monte-les sans laisser les coudes avancer.',
    'Redescends-les jusqu’en bas, bras à nouveau tendus.',
  ],
  'preacher-curl': [
    'Assieds-toi au pupitre, l’arrière des bras à plat sur le coussin, une barre EZ en mains.',
    'Monte la barre jusqu’à ce que tes avant-bras soient presque verticaux.',
    'Redescends-la lentement jusqu’à avoir les bras presque tendus.',
  ],
  'concentration-curl': [
    'Assieds-toi sur un banc et cale l’arrière d’un bras contre l’intérieur de ta cuisse.',
    'Monte l’haltère vers l’épaule.',
    'Redescends-le lentement jusqu’à avoir le bras tendu ; change de côté après la série.',
  ],
  'cable-curl': [
    'Tiens-toi face à une poulie basse, une barre droite ou une poignée en supination.',
    'Monte-la vers les épaules, coudes fixés le long du corps.',
    'Redescends-la en contrôle en retenant le câble.',
  ],
  'machine-curl': [
    'Règle le siège pour aligner tes coudes sur l’axe de la machine, le haut des bras sur le coussin.',
    'Monte les poignées vers les épaules.',
    'Redescends-les lentement jusqu’à avoir les bras presque tendus.',
  ],
  'reverse-curl': [
    'Tiens-toi debout, la barre en pronation à largeur d’épaules.',
    'Monte-la vers les épaules, poignets droits et coudes immobiles.',
    'Redescends-la lentement au départ.',
  ],
  'wrist-curl': [
    'Assieds-toi, avant-bras sur les cuisses ou un banc, paumes vers le haut, poignets juste au-delà du bord, la barre en mains.',
    'Laisse la barre rouler vers le bout des doigts.',
    'Enroule les poignets vers le haut autant que possible, puis redescends lentement.',
  ],
  'reverse-wrist-curl': [
    'Assieds-toi, avant-bras sur les cuisses ou un banc, paumes vers le bas, poignets juste au-delà du bord, la barre en mains.',
    'Descends le dos des mains vers le sol.',
    'Monte les jointures aussi haut que possible, puis redescends lentement.',
  ],
  'farmers-walk': [
    'Place-toi entre deux haltères lourds ou deux poignées de farmer walk et soulève-les dos plat.',
    'Marche à petits pas rapides, bien droit, épaules tirées en arrière.',
    'Serre fort et empêche les charges de toucher tes jambes ; repose-les dos plat.',
  ],
  'dead-hang': [
    'Saisis une barre de traction, mains à peu près à largeur d’épaules.',
    'Décolle les pieds et suspends-toi bras tendus, épaules relâchées ou légèrement tirées vers le bas.',
    'Respire calmement et tiens le temps que tu t’es fixé.',
  ],

  // Charnière de hanche et dos
  deadlift: [
    'Tiens-toi debout, la barre au-dessus du milieu des pieds, pieds à largeur de hanches.',
    'Descends saisir la barre juste à l’extérieur des jambes, puis amène les tibias à la barre et mets le dos à plat.',
    'Repousse le sol et redresse-toi, la barre contre les jambes.',
    'Verrouille en avançant les hanches, puis redescends la barre par le même chemin.',
  ],
  'sumo-deadlift': [
    'Écarte largement les pieds, pointes vers l’extérieur, la barre au-dessus du milieu des pieds.',
    'Saisis la barre entre les genoux, bras tendus, poitrine haute.',
    'Pousse les genoux vers l’extérieur et repousse le sol pour te redresser, la barre près du corps.',
    'Redescends-la en contrôle en te rasseyant entre tes jambes.',
  ],
  'trap-bar-deadlift': [
    'Place-toi dans la trap bar, pieds à largeur de hanches, centré entre les poignées.',
    'Accroupis-toi, saisis les poignées et mets le dos à plat, poitrine haute.',
    'Pousse sur les jambes pour te redresser, puis redescends la barre au sol.',
  ],
  'dumbbell-deadlift': [
    'Tiens-toi debout, un haltère de chaque côté des pieds.',
    'Fléchis hanches et genoux pour les saisir, dos plat.',
    'Redresse-toi en gardant les haltères près des jambes, puis redescends-les par le même chemin.',
  ],
  'deficit-deadlift': [
    'Monte sur un disque ou une plateforme basse de trois à cinq centimètres, la barre au-dessus du milieu des pieds.',
    'Mets-toi en place comme pour un soulevé de terre : prise, tibias contre la barre, dos plat.',
    'Tire depuis ce départ plus bas jusqu’à être debout, puis redescends la barre en contrôle.',
  ],
  'rack-pull': [
    'Pose la barre sur les sécurités ou des blocs, à peu près à hauteur des genoux.',
    'Saisis-la juste à l’extérieur des jambes, dos plat, épaules au-dessus de la barre.',
    'Avance les hanches pour te redresser, puis repose la barre sur les sécurités.',
  ],
  'romanian-deadlift': [
    'Tiens-toi bien droit, la barre devant les cuisses, genoux souples.',
    'Recule les hanches et laisse la barre glisser le long des jambes jusqu’à sentir un fort étirement dans les ischios.',
    'Avance les hanches pour te redresser.',
    'Garde le dos plat ; les genoux restent légèrement fléchis et bougent à peine.',
  ],
  'dumbbell-romanian-deadlift': [
    'Tiens-toi bien droit, les haltères devant les cuisses, genoux souples.',
    'Recule les hanches et descends les haltères le long des jambes jusqu’à étirer les ischios.',
    'Avance les hanches pour te redresser, dos plat tout du long.',
  ],
  'stiff-leg-deadlift': [
    'Tiens-toi debout, la barre devant les cuisses, genoux presque tendus.',
    'Bascule depuis les hanches et descends la barre, dos plat, aussi loin que tes ischios le permettent.',
    'Redresse-toi en avançant les hanches.',
  ],
  'single-leg-romanian-deadlift': [
    'Tiens-toi sur une jambe, un haltère dans la main opposée, genou d’appui légèrement fléchi.',
    'Bascule en avant pendant que la jambe libre part en arrière, jusqu’à ce que ton corps soit presque à l’horizontale.',
    'Redresse-toi en gardant le bassin parallèle au sol ; change de côté après la série.',
  ],
  'good-morning': [
    'Place la barre sur le haut du dos comme pour un squat, pieds à largeur de hanches, genoux souples.',
    'Recule les hanches et descends la poitrine jusqu’à ce que ton buste soit presque à l’horizontale.',
    'Avance les hanches pour remonter, dos plat tout du long.',
  ],
  'back-extension': [
    'Règle le coussin du banc à lombaires juste sous tes hanches et cale tes talons.',
    'Descends le haut du corps vers le sol en pliant aux hanches.',
    'Remonte jusqu’à ce que ton corps soit aligné ; ne te cambre pas au-delà.',
  ],
  'reverse-hyperextension': [
    'Allonge-toi à plat ventre sur la machine, les hanches au bord du coussin, et tiens les poignées.',
    'Monte les jambes derrière toi jusqu’à l’alignement du corps, en serrant les fessiers.',
    'Redescends-les en contrôle ; ne te laisse pas emporter par la charge.',
  ],
  'pull-up': [
    'Suspends-toi à la barre en pronation, mains un peu plus écartées que les épaules.',
    'Abaisse et recule les épaules, puis tire jusqu’à avoir le menton au-dessus de la barre.',
    'Redescends jusqu’à avoir à nouveau les bras tendus.',
    'Garde les jambes immobiles ; pas d’élan.',
  ],
  'chin-up': [
    'Suspends-toi à la barre en supination, mains à peu près à largeur d’épaules.',
    'Tire jusqu’à avoir le menton au-dessus de la barre, poitrine en avant.',
    'Redescends complètement jusqu’à avoir les bras tendus.',
  ],
  'weighted-pull-up': [
    'Accroche la charge à une ceinture de lest ou tiens un haltère entre tes pieds.',
    'Suspends-toi à la barre en pronation et tire jusqu’à avoir le menton au-dessus.',
    'Redescends en contrôle jusqu’à avoir les bras tendus.',
  ],
  'assisted-pull-up': [
    'Règle l’assistance : plus de poids sur la machine, ou un élastique plus épais, rend l’exercice plus facile.',
    'Mets-toi à genoux ou debout sur l’appui et saisis la barre un peu plus large que les épaules.',
    'Tire jusqu’à avoir le menton au-dessus de la barre, puis redescends complètement.',
  ],
  'lat-pulldown': [
    'Assieds-toi, les cuisses sous les boudins, et saisis la barre un peu plus large que les épaules.',
    'Penche-toi légèrement en arrière et tire la barre vers le haut de la poitrine en descendant les coudes.',
    'Laisse-la remonter jusqu’à avoir les bras tendus, sans reposer la charge.',
  ],
  'close-grip-lat-pulldown': [
    'Accroche une poignée serrée et assieds-toi, les cuisses sous les boudins.',
    'Tire la poignée vers le haut de la poitrine, coudes près du corps.',
    'Laisse-la remonter jusqu’à avoir les bras tendus et les dorsaux étirés.',
  ],
  'straight-arm-pulldown': [
    'Tiens-toi face à une poulie haute, une barre ou une corde en mains, bras tendus à hauteur des yeux.',
    'Penche-toi un peu en avant et descends la barre en arc jusqu’aux cuisses, bras tendus.',
    'Laisse-la remonter lentement à hauteur des yeux.',
  ],
  'barbell-row': [
    'Penche-toi en avant, dos plat, jusqu’à ce que ton buste soit à environ 45 degrés ou plus bas, la barre pendant à hauteur des genoux.',
    'Tire la barre vers le bas des côtes en envoyant les coudes vers l’arrière.',
    'Redescends-la jusqu’à avoir les bras tendus, le dos immobile.',
  ],
  'pendlay-row': [
    'Mets-toi en place, la barre au sol et le dos presque parallèle à elle.',
    'Tire la barre de façon explosive du sol vers le bas de la poitrine.',
    'Repose-la au sol à chaque répétition et replace ton dos avant la suivante.',
  ],
  'dumbbell-row': [
    'Pose un genou et une main sur un banc, dos plat, l’haltère pendant dans l’autre main.',
    'Tire l’haltère vers la hanche, coude près du corps.',
    'Redescends-le jusqu’à avoir le bras tendu ; change de côté après la série.',
  ],
  'seated-cable-row': [
    'Assieds-toi au tirage horizontal, pieds sur la plateforme, genoux légèrement fléchis, la poignée en mains.',
    'Tiens-toi bien droit et tire la poignée vers le ventre en serrant les omoplates.',
    'Laisse les bras se tendre vers l’avant sans arrondir le dos.',
  ],
  't-bar-row': [
    'Enjambe la barre, une extrémité fixée, et saisis la poignée près des disques.',
    'Penche-toi en avant, dos plat, et tire les disques vers la poitrine.',
    'Redescends-les en contrôle jusqu’à avoir les bras tendus.',
  ],
  'chest-supported-row': [
    'Allonge-toi à plat ventre sur un banc à environ 30 degrés, les haltères pendant sous toi.',
    'Tire-les vers les hanches en serrant les omoplates.',
    'Redescends-les jusqu’à avoir les bras tendus ; garde la poitrine sur le banc.',
  ],
  'machine-row': [
    'Règle le siège pour que les poignées soient à peu près à hauteur de poitrine et que ta poitrine repose sur le coussin.',
    'Tire les poignées jusqu’à ce que tes coudes passent derrière ton corps.',
    'Laisse-les repartir lentement vers l’avant jusqu’à avoir les bras tendus.',
  ],
  'inverted-row': [
    'Place une barre dans le rack à hauteur de hanches, allonge-toi dessous et saisis-la bras tendus.',
    'Garde le corps droit des talons à la tête et tire ta poitrine vers la barre.',
    'Redescends jusqu’à avoir les bras tendus ; plie les genoux pour rendre l’exercice plus facile.',
  ],
  'kettlebell-swing': [
    'Tiens-toi pieds un peu plus écartés que les hanches, la kettlebell un pas devant toi.',
    'Envoie-la en arrière entre tes jambes, dos plat, puis projette les hanches vers l’avant pour la faire monter à hauteur de poitrine.',
    'Laisse-la retomber entre tes jambes et enchaîne directement le swing suivant.',
    'La force vient des hanches, pas des bras.',
  ],
  'power-clean': [
    'Mets-toi en place comme pour un soulevé de terre, prise juste à l’extérieur des jambes.',
    'Monte la barre jusqu’à mi-cuisse, puis saute et hausse fort les épaules pour la tirer.',
    'Passe dessous et réceptionne-la sur l’avant des épaules en demi-squat, coudes hauts.',
    'Redresse-toi pour finir, puis redescends la barre au sol.',
  ],
  'hang-clean': [
    'Tiens-toi debout, la barre à mi-cuisse, prise juste à l’extérieur des jambes.',
    'Fléchis légèrement, puis tends les hanches et hausse les épaules pour propulser la barre.',
    'Réceptionne-la sur l’avant des épaules, coudes hauts, et redresse-toi.',
  ],
  'clean-and-jerk': [
    'Épaule la barre du sol jusqu’à l’avant des épaules et redresse-toi.',
    'Fléchis et pousse sur les jambes pour envoyer la barre au-dessus de la tête.',
    'Passe dessous en fente ou pieds écartés et réceptionne-la bras verrouillés.',
    'Ramène les pieds l’un près de l’autre avant de redescendre la barre.',
  ],
  snatch: [
    'Mets-toi en place en prise large, dos plat, épaules légèrement en avant de la barre.',
    'Monte-la au-delà des genoux, puis tends-toi de façon explosive et tire-toi sous la barre.',
    'Réceptionne-la au-dessus de la tête bras verrouillés, en squat, puis redresse-toi.',
  ],

  // Jambes
  squat: [
    'Place la barre sur le haut du dos et sors du rack, pieds à largeur d’épaules, pointes légèrement ouvertes.',
    'Gaine-toi et descends entre tes talons jusqu’à avoir les hanches sous les genoux.',
    'Remonte en poussant les genoux vers l’extérieur, dans l’axe des pieds.',
    'Garde la poitrine haute et tout le pied au sol.',
  ],
  'front-squat': [
    'Pose la barre sur l’avant des épaules, doigts dessous et coudes hauts.',
    'Descends, buste droit, jusqu’à avoir les hanches sous les genoux.',
    'Remonte en gardant les coudes hauts pour que la barre ne roule pas vers l’avant.',
  ],
  'goblet-squat': [
    'Tiens un haltère ou une kettlebell à la verticale contre ta poitrine.',
    'Descends entre tes talons, coudes à l’intérieur des genoux, poitrine haute.',
    'Remonte en repoussant le sol.',
  ],
  'box-squat': [
    'Place une box derrière toi, à une hauteur qui met tes hanches au niveau des genoux ou juste en dessous une fois assis.',
    'La barre sur le dos, assieds-toi en arrière sur la box et marque une pause sans te relâcher.',
    'Pousse depuis la box jusqu’à être debout.',
  ],
  'pause-squat': [
    'Fais un squat normal, la barre sur le haut du dos.',
    'Tiens la position basse deux ou trois secondes en restant gainé.',
    'Remonte depuis la pause sans rebondir.',
  ],
  'safety-bar-squat': [
    'Place la safety bar sur le haut du dos et tiens ses poignées devant toi.',
    'Descends, poitrine haute, jusqu’à avoir les hanches sous les genoux.',
    'Remonte en gardant les poignées basses pour que la barre reste horizontale.',
  ],
  'overhead-squat': [
    'Tiens la barre au-dessus de la tête en prise large, bras verrouillés.',
    'Descends en gardant la barre au-dessus du milieu des pieds.',
    'Remonte bras verrouillés ; commence avec une barre à vide ou un bâton.',
  ],
  'zercher-squat': [
    'Tiens la barre dans le creux des coudes, mains jointes devant toi.',
    'Descends, buste droit.',
    'Remonte en gardant le haut du dos gainé et la barre près du corps.',
  ],
  'smith-machine-squat': [
    'Place la barre sur le haut du dos et avance un peu les pieds devant elle.',
    'Décroche la barre et descends jusqu’à avoir les cuisses à peu près parallèles au sol.',
    'Remonte, puis raccroche la barre sur un cran pour finir.',
  ],
  'hack-squat': [
    'Monte sur la plateforme, le dos contre le dossier et les épaules sous les coussins.',
    'Libère les poignées et descends jusqu’à avoir les cuisses au moins parallèles à la plateforme.',
    'Remonte sans verrouiller brutalement les genoux.',
  ],
  'belt-squat': [
    'Attache la ceinture autour des hanches et monte sur la plateforme.',
    'Descends, buste droit, jusqu’à avoir les hanches sous les genoux.',
    'Remonte en poussant sur tout le pied.',
  ],
  'leg-press': [
    'Installe-toi dans la machine, pieds à largeur de hanches au milieu de la plateforme.',
    'Retire les sécurités et descends la plateforme jusqu’à ce que tes genoux approchent de ta poitrine.',
    'Repousse-la sans verrouiller les genoux ; garde le bas du dos contre le dossier.',
  ],
  'bulgarian-split-squat': [
    'Tiens-toi devant un banc, le dessus d’un pied posé dessus derrière toi.',
    'Descends droit jusqu’à avoir la cuisse avant à peu près parallèle au sol.',
    'Remonte en poussant sur le pied avant ; change de jambe après la série.',
  ],
  'split-squat': [
    'Place-toi en fente longue, les deux pieds à plat, les haltères le long du corps.',
    'Descends le genou arrière vers le sol jusqu’à avoir la cuisse avant à peu près parallèle.',
    'Remonte en poussant sur le pied avant ; change de jambe après la série.',
  ],
  lunge: [
    'Tiens-toi bien droit, les haltères le long du corps.',
    'Fais un pas en avant et descends jusqu’à ce que tes deux genoux soient à peu près à angle droit.',
    'Pousse sur le pied avant pour revenir au départ ; alterne les jambes.',
  ],
  'walking-lunge': [
    'Tiens-toi debout, les haltères le long du corps, avec de la place pour avancer.',
    'Fais un pas en avant et descends jusqu’à ce que le genou arrière frôle le sol.',
    'Remonte et ramène la jambe arrière vers l’avant pour le pas suivant.',
  ],
  'reverse-lunge': [
    'Tiens-toi bien droit, les haltères le long du corps.',
    'Recule un pied et descends jusqu’à ce que le genou arrière frôle le sol.',
    'Pousse sur le pied avant pour revenir debout ; alterne les jambes.',
  ],
  'step-up': [
    'Tiens-toi face à une box ou un banc à hauteur de genou, les haltères le long du corps.',
    'Pose tout un pied sur la box et pousse dessus pour te hisser debout.',
    'Redescends en contrôle avec l’autre pied ; change de jambe après la série.',
  ],
  'pistol-squat': [
    'Tiens-toi sur une jambe, l’autre tendue devant toi.',
    'Descends sur la jambe d’appui aussi bas que tu contrôles, bras devant pour l’équilibre.',
    'Remonte ; tiens-toi à un poteau ou assieds-toi sur une box pour rendre l’exercice plus facile.',
  ],
  'bodyweight-squat': [
    'Tiens-toi debout, pieds à largeur d’épaules, bras devant ou mains jointes.',
    'Descends entre tes talons jusqu’à avoir les hanches au niveau des genoux ou plus bas.',
    'Remonte, poitrine haute et talons au sol.',
  ],
  'leg-extension': [
    'Assieds-toi, le boudin sur le bas des tibias, les genoux alignés sur l’axe de la machine.',
    'Tends complètement les jambes et contracte les quadriceps.',
    'Redescends la charge lentement.',
  ],
  'lying-leg-curl': [
    'Allonge-toi à plat ventre, le boudin juste au-dessus des talons, les genoux juste au-delà du banc.',
    'Ramène les talons vers les fessiers, les hanches collées au coussin.',
    'Redescends-les lentement jusqu’à avoir les jambes tendues.',
  ],
  'seated-leg-curl': [
    'Assieds-toi, le boudin sous le bas des mollets et l’appui des cuisses bien bloqué sur tes jambes.',
    'Ramène les talons vers le bas et l’arrière, sous le siège.',
    'Laisse-les revenir lentement jusqu’à avoir les jambes tendues.',
  ],
  'nordic-hamstring-curl': [
    'Mets-toi à genoux sur un tapis, les talons bloqués sous une barre ou tenus par un partenaire.',
    'Le corps droit des genoux à la tête, descends vers l’avant aussi lentement que possible.',
    'Rattrape-toi avec les mains et repousse pour remonter ; tire avec les ischios à mesure que tu progresses.',
  ],
  'glute-ham-raise': [
    'Installe-toi sur le banc GHD, les genoux juste derrière le coussin et les pieds bloqués.',
    'Descends le corps vers l’avant jusqu’à l’horizontale.',
    'Remonte en tirant avec les ischios jusqu’à ce que ton corps soit vertical.',
  ],
  'hip-thrust': [
    'Assieds-toi, le haut du dos contre un banc et une barre protégée d’une mousse sur les hanches.',
    'Place tes pieds pour que tes tibias soient verticaux en haut.',
    'Pousse les hanches vers le haut jusqu’à avoir le corps aligné des épaules aux genoux, en serrant les fessiers.',
    'Redescends les hanches en contrôle ; garde le menton rentré.',
  ],
  'glute-bridge': [
    'Allonge-toi sur le dos, genoux fléchis, pieds à plat près des fesses.',
    'Pousse les hanches vers le haut jusqu’à avoir le corps aligné des épaules aux genoux.',
    'Serre les fessiers en haut, puis redescends lentement.',
  ],
  'cable-pull-through': [
    'Dos à une poulie basse, une corde entre les jambes, tiens-la à deux mains.',
    'Recule les hanches en laissant la corde tirer tes mains entre tes jambes.',
    'Avance les hanches pour te redresser, en serrant les fessiers.',
  ],
  'glute-kickback': [
    'Fixe une sangle de cheville à une poulie basse et tiens-toi face à elle, les mains sur le cadre.',
    'Envoie la jambe sanglée droit vers l’arrière en serrant le fessier, sans cambrer le dos.',
    'Ramène-la lentement ; change de jambe après la série.',
  ],
  'hip-abduction': [
    'Assieds-toi dans la machine, les coussins contre l’extérieur des genoux.',
    'Écarte les genoux autant que possible.',
    'Laisse-les se rapprocher lentement.',
  ],
  'hip-adduction': [
    'Assieds-toi dans la machine, les coussins contre l’intérieur des genoux.',
    'Serre les jambes jusqu’à ce que les coussins se touchent.',
    'Laisse-les s’ouvrir lentement jusqu’à sentir l’étirement.',
  ],
  'copenhagen-plank': [
    'Allonge-toi sur le côté et pose l’intérieur de la jambe du dessus sur un banc, au genou ou au pied.',
    'Monte les hanches jusqu’à avoir le corps droit, en appui sur l’avant-bras et cette jambe.',
    'Tiens la position, puis change de côté ; en appui sur le genou, c’est plus facile.',
  ],
  'lateral-band-walk': [
    'Place un élastique autour des jambes, au-dessus des genoux ou aux chevilles, et mets-toi en quart de squat.',
    'Fais des pas de côté en gardant l’élastique tendu et les pieds pointés vers l’avant.',
    'Fais le nombre de pas que tu t’es fixé dans un sens, puis reviens dans l’autre.',
  ],
  'standing-calf-raise': [
    'Place l’avant des pieds au bord de la plateforme, les épaules sous les coussins.',
    'Laisse descendre les talons aussi bas que possible pour bien étirer.',
    'Monte sur la pointe des pieds aussi haut que possible et marque une pause avant de redescendre.',
  ],
  'seated-calf-raise': [
    'Assieds-toi, l’avant des pieds sur la plateforme et le coussin sur le bas des cuisses.',
    'Descends les talons aussi bas que possible.',
    'Monte sur la pointe des pieds aussi haut que possible, marque une pause, puis redescends lentement.',
  ],
  'leg-press-calf-raise': [
    'Assieds-toi à la presse, jambes tendues, l’avant des pieds sur le bord bas de la plateforme.',
    'Laisse la plateforme ramener tes orteils vers toi.',
    'Repousse-la avec l’avant des pieds aussi loin que possible ; les genoux ne bougent pas.',
  ],
  'single-leg-calf-raise': [
    'Tiens-toi sur un pied au bord d’une marche, un haltère dans la main du même côté, l’autre main en appui.',
    'Descends le talon aussi bas que possible.',
    'Monte sur la pointe du pied aussi haut que possible ; change de jambe après la série.',
  ],
  'sled-push': [
    'Charge le traîneau et tiens ses poignées bras fléchis ou tendus.',
    'Penche-toi dedans, le corps incliné, et pousse vers l’avant à petits pas puissants.',
    'Continue à pousser sans t’arrêter sur la distance que tu t’es fixée.',
  ],
  'box-jump': [
    'Place-toi à un petit pas d’une box stable.',
    'Lance les bras et saute, en atterrissant en douceur sur la box avec tout le pied.',
    'Redresse-toi complètement en haut, puis descends en marchant ; ne saute pas pour descendre.',
  ],

  // Gainage et abdominaux
  plank: [
    'Mets-toi en appui sur les avant-bras et les orteils, coudes sous les épaules.',
    'Forme une ligne droite de la tête aux talons en serrant les fessiers et en gainant le ventre.',
    'Tiens le temps que tu t’es fixé en respirant calmement ; arrête quand tes hanches s’affaissent.',
  ],
  'side-plank': [
    'Allonge-toi sur le côté, coude sous l’épaule, pieds l’un sur l’autre.',
    'Monte les hanches jusqu’à avoir le corps droit de la tête aux pieds.',
    'Tiens le temps que tu t’es fixé, puis change de côté.',
  ],
  crunch: [
    'Allonge-toi sur le dos, genoux fléchis, mains à côté de la tête ou croisées sur la poitrine.',
    'Enroule les épaules pour les décoller du sol en contractant le ventre, sans tirer sur la nuque.',
    'Redescends lentement.',
  ],
  'cable-crunch': [
    'Mets-toi à genoux face à une poulie haute, une corde tenue à côté de la tête.',
    'Enroule la poitrine vers les genoux en arrondissant le dos, les hanches immobiles.',
    'Remonte lentement en retenant le câble.',
  ],
  'machine-crunch': [
    'Règle le siège et tiens les poignées ou pose les bras sur les coussins.',
    'Enroule la poitrine vers les genoux en contractant le ventre.',
    'Reviens lentement sans reposer la charge.',
  ],
  'sit-up': [
    'Allonge-toi sur le dos, genoux fléchis et pieds à plat, calés si besoin.',
    'Enroule-toi jusqu’à ce que ta poitrine soit près des cuisses.',
    'Redescends en contrôle.',
  ],
  'hanging-leg-raise': [
    'Suspends-toi à une barre de traction, bras tendus.',
    'Monte les jambes, tendues ou genoux fléchis, au moins jusqu’à hauteur des hanches.',
    'Redescends-les lentement sans te balancer.',
  ],
  'captains-chair-knee-raise': [
    'Installe-toi sur la chaise romaine, avant-bras sur les appuis et dos contre le dossier.',
    'Décolle les pieds et monte les genoux vers la poitrine en enroulant un peu le bassin.',
    'Redescends les jambes lentement sans te balancer.',
  ],
  'toes-to-bar': [
    'Suspends-toi à une barre de traction, mains à peu près à largeur d’épaules.',
    'Monte les jambes et touche la barre avec les pieds, en appuyant sur la barre bras tendus.',
    'Redescends les jambes en contrôle.',
  ],
  'lying-leg-raise': [
    'Allonge-toi sur le dos, jambes tendues, mains le long des hanches ou sous le bas du dos.',
    'Monte les jambes jusqu’à ce qu’elles pointent vers le plafond.',
    'Redescends-les lentement en gardant le bas du dos plaqué au sol.',
  ],
  'ab-wheel-rollout': [
    'Mets-toi à genoux, la roue abdominale au sol sous tes épaules.',
    'Fais-la rouler vers l’avant aussi loin que possible sans que le bas du dos se creuse.',
    'Ramène-la au départ en contractant le ventre.',
  ],
  'russian-twist': [
    'Assieds-toi, genoux fléchis, penche-toi un peu en arrière, une charge tenue contre la poitrine.',
    'Tourne le buste d’un côté puis de l’autre, en amenant la charge à côté des hanches.',
    'Décolle les pieds du sol pour rendre l’exercice plus difficile.',
  ],
  'cable-woodchopper': [
    'Règle une poulie en haut, place-toi de profil et tiens la poignée à deux mains.',
    'Tire-la en diagonale vers le bas, en travers du corps, jusqu’à la hanche opposée, en tournant le buste.',
    'Ramène-la lentement ; change de côté après la série.',
  ],
  'pallof-press': [
    'Place-toi de profil face à une poulie à hauteur de poitrine, la poignée tenue à deux mains contre la poitrine.',
    'Pousse-la droit devant toi et tiens-la là, sans laisser le câble te faire tourner.',
    'Ramène-la à la poitrine ; change de côté après la série.',
  ],
  'dead-bug': [
    'Allonge-toi sur le dos, bras tendus vers le plafond, genoux fléchis au-dessus des hanches.',
    'Descends un bras derrière toi et la jambe opposée vers le sol, le bas du dos plaqué.',
    'Ramène-les et recommence de l’autre côté.',
  ],
  'bicycle-crunch': [
    'Allonge-toi sur le dos, mains à côté de la tête, jambes levées.',
    'Amène un coude vers le genou opposé pendant que l’autre jambe se tend.',
    'Alterne les côtés dans un mouvement de pédalage régulier.',
  ],
  'side-bend': [
    'Tiens-toi debout, un haltère dans une main le long du corps.',
    'Penche-toi sur le côté vers l’haltère, puis redresse-toi avec l’autre côté de la taille.',
    'Change de côté après la série.',
  ],
  'suitcase-carry': [
    'Soulève un haltère ou une kettlebell lourde d’une main, comme une valise.',
    'Marche bien droit sans te pencher vers la charge, épaules à niveau.',
    'Parcours la distance que tu t’es fixée, puis change de main.',
  ],

  // Corps entier
  thruster: [
    'Tiens la barre sur l’avant des épaules comme pour un front squat.',
    'Descends jusqu’à avoir les hanches sous les genoux.',
    'Remonte et profite de l’élan pour pousser la barre au-dessus de la tête en un seul mouvement.',
    'Redescends-la sur les épaules en enchaînant le squat suivant.',
  ],
  burpee: [
    'Debout, accroupis-toi et pose les mains au sol.',
    'Saute les pieds en arrière en planche et descends la poitrine au sol.',
    'Repousse, ramène les pieds vers les mains d’un saut et saute bras au-dessus de la tête.',
  ],
  'muscle-up': [
    'Suspends-toi à une barre en fausse prise, poignets au-dessus de la barre.',
    'Tire de façon explosive en amenant la barre vers le bas de la poitrine.',
    'Bascule la poitrine au-dessus de la barre et pousse jusqu’à avoir les bras tendus.',
    'Redescends en contrôle jusqu’à la suspension.',
  ],
  'turkish-get-up': [
    'Allonge-toi sur le dos, une kettlebell tenue bras tendu vers le haut, le genou du même côté fléchi.',
    'Roule sur le coude opposé, puis sur la main, et monte les hanches.',
    'Passe la jambe tendue sous toi pour te mettre à genou, puis lève-toi, bras verrouillé au-dessus de la tête.',
    'Refais les étapes à l’envers pour te rallonger ; garde les yeux sur la charge.',
  ],

  // Ajoutés avec les types d’exercice
  'assisted-dip': [
    'Règle l’assistance : plus de poids sur la machine, ou un élastique plus épais, rend l’exercice plus facile.',
    'Mets-toi à genoux ou debout sur l’appui et saisis les barres bras tendus.',
    'Descends jusqu’à ce que le haut de tes bras soit à peu près au niveau des barres.',
    'Remonte jusqu’à avoir les bras tendus sans hausser les épaules.',
  ],
  'wall-sit': [
    'Plaque le dos contre un mur et avance les pieds d’environ 60 centimètres.',
    'Glisse vers le bas jusqu’à avoir les genoux fléchis à environ 90 degrés, au-dessus des chevilles.',
    'Tiens le temps que tu t’es fixé en poussant le dos contre le mur.',
  ],
  running: [
    'Commence par quelques minutes de course facile pour t’échauffer.',
    'Cours bien droit, épaules relâchées, en posant les pieds sous toi à petits pas rapides.',
    'Garde une allure que tu peux tenir sur toute la distance, en respirant régulièrement.',
    'Note la distance et le temps à l’arrivée.',
  ],
  walking: [
    'Marche bien droit, épaules relâchées, bras qui se balancent naturellement.',
    'Déroule le pied du talon à la pointe et garde un pas vif et régulier.',
    'Sur un tapis, une inclinaison rend la marche plus dure sans courir.',
  ],
  cycling: [
    'Règle la selle pour que ton genou soit juste un peu fléchi en bas du coup de pédale.',
    'Pédale en cercles réguliers, en poussant vers le bas puis en tirant.',
    'Choisis une résistance que tu tiens à une cadence régulière, puis note la distance et le temps.',
  ],
  rowing: [
    'Sangle tes pieds et tiens la poignée bras tendus, tibias verticaux.',
    'Pousse d’abord avec les jambes, puis penche-toi un peu en arrière et tire la poignée vers le bas des côtes.',
    'Reviens dans l’ordre inverse : bras, buste, puis plie les genoux.',
    'Garde une allure régulière et note la distance et le temps.',
  ],
  elliptical: [
    'Monte sur les pédales et tiens les poignées sans serrer.',
    'Pousse et tire dans une foulée fluide, le poids sur les talons.',
    'Choisis une résistance que tu peux tenir régulièrement, puis note la distance et le temps.',
  ],
  'stair-climber': [
    'Tiens-toi bien droit sur les marches et ne tiens les rampes que légèrement, pour l’équilibre.',
    'Monte en posant tout le pied sur chaque marche, en poussant sur les talons.',
    'Garde une vitesse que tu peux tenir le temps que tu t’es fixé.',
  ],
  swimming: [
    'Échauffe-toi avec quelques longueurs tranquilles.',
    'Garde le corps long et à plat, en respirant sur le côté toutes les deux ou trois brassées.',
    'Nage à une allure que tu peux tenir, puis note la distance et le temps.',
  ],
  'jump-rope': [
    'Tiens les poignées à hauteur de hanches, la corde derrière les talons.',
    'Fais tourner la corde avec les poignets et saute juste assez haut pour la laisser passer.',
    'Reçois-toi en douceur sur l’avant des pieds et garde un rythme régulier le temps que tu t’es fixé.',
  ],
}
