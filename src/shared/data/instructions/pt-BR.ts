/** The catalogue's instructions in Brazilian Portuguese, step for step as ../instructions.ts (the English source). */
export const INSTRUCTIONS: Readonly<Record<string, readonly string[]>> = {
  // Peito
  'bench-press': [
    'Deite no banco com os olhos sob a barra, os pés firmes no chão e as escápulas contraídas.',
    'Tire a barra com os braços estendidos e desça até a parte baixa do peito, cotovelos um pouco fechados.',
    'Empurre de volta acima dos ombros até estender os braços.',
    'Mantenha o quadril no banco e os punhos alinhados sobre os cotovelos.',
  ],
  'incline-bench-press': [
    'Ajuste o banco em cerca de 30 graus e deite com os olhos sob a barra.',
    'Desça a barra até a parte alta do peito, logo abaixo das clavículas.',
    'Empurre até os braços ficarem estendidos acima dos ombros.',
    'Mantenha as escápulas para trás e para baixo o tempo todo.',
  ],
  'decline-bench-press': [
    'Prenda as pernas sob os apoios de um banco declinado e deite com os olhos sob a barra.',
    'Desça a barra com controle até a parte baixa do peito.',
    'Empurre até estender os braços; se puder, peça a um parceiro que lhe passe a barra.',
  ],
  'dumbbell-bench-press': [
    'Sente na ponta de um banco reto com os halteres nas coxas, deite e leve-os acima do peito.',
    'Desça-os ao lado do peito, cotovelos a uns 45 graus do corpo.',
    'Empurre para cima, aproximando-os um pouco, até estender os braços.',
    'No fim da série, apoie-os de volta nas coxas enquanto senta.',
  ],
  'incline-dumbbell-press': [
    'Ajuste o banco entre 30 e 45 graus e leve os halteres aos ombros ao deitar.',
    'Empurre-os acima da parte alta do peito até estender os braços.',
    'Desça-os devagar até sentir o alongamento em todo o peito.',
  ],
  'decline-dumbbell-press': [
    'Prenda as pernas num banco declinado e segure os halteres ao lado da parte baixa do peito.',
    'Empurre-os acima do peito até estender os braços.',
    'Desça-os com controle, cotovelos um pouco fechados.',
  ],
  'close-grip-bench-press': [
    'Deite no banco e segure a barra mais ou menos na largura dos ombros, mais fechado que no seu supino de sempre.',
    'Desça até a parte baixa do peito com os cotovelos junto ao corpo.',
    'Empurre estendendo os cotovelos com força; o tríceps faz a maior parte do trabalho.',
  ],
  'floor-press': [
    'Deite no chão sob a barra, num rack ajustado baixo, joelhos dobrados ou pernas estendidas.',
    'Desça a barra até os braços encostarem no chão e faça uma breve pausa.',
    'Empurre de volta até estender os braços.',
  ],
  'machine-chest-press': [
    'Ajuste o banco para que os pegadores fiquem na altura do meio do peito.',
    'Sente com as costas no encosto e empurre os pegadores para a frente até estender os braços.',
    'Deixe-os voltar devagar até sentir o peito alongar, sem deixar o peso encostar.',
  ],
  'smith-machine-bench-press': [
    'Posicione o banco de modo que a barra desça na parte baixa do peito.',
    'Destrave a barra girando os punhos e desça-a até o peito com controle.',
    'Empurre até estender os braços e, para terminar, gire os ganchos de volta num encaixe.',
  ],
  'dumbbell-fly': [
    'Deite num banco reto com os halteres acima do peito, palmas voltadas uma para a outra.',
    'Com os cotovelos levemente dobrados, abra bem os braços até sentir o peito alongar.',
    'Junte-os de novo acima do peito como se abraçasse um barril.',
    'Mantenha a mesma dobra nos cotovelos o tempo todo; não é um supino.',
  ],
  'incline-dumbbell-fly': [
    'Deite num banco a uns 30 graus, halteres acima da parte alta do peito, palmas voltadas uma para a outra.',
    'Abra os braços num arco amplo, cotovelos soltos, até o peito alongar.',
    'Junte-os de novo acima do peito, contraindo-o.',
  ],
  'cable-crossover': [
    'Coloque as duas polias no alto, pegue um pegador em cada mão e dê um passo à frente, um pé adiante do outro.',
    'Incline-se um pouco para a frente, cotovelos levemente dobrados, braços bem abertos.',
    'Puxe os pegadores para baixo até se juntarem na frente do quadril e deixe-os voltar devagar.',
  ],
  'pec-deck': [
    'Ajuste o banco para que os pegadores fiquem na altura do peito e sente com as costas retas no encosto.',
    'Junte os pegadores na frente do peito com os cotovelos levemente dobrados.',
    'Abra devagar até sentir o alongamento, sem deixar as placas encostarem.',
  ],
  'push-up': [
    'Comece em prancha alta, mãos um pouco mais abertas que os ombros, corpo reto da cabeça aos calcanhares.',
    'Desça o peito até quase encostar no chão, cotovelos a uns 45 graus do corpo.',
    'Empurre o chão até estender os braços.',
    'Contraia os glúteos para o quadril não cair nem subir.',
  ],
  dip: [
    'Apoie-se nas barras paralelas com os braços estendidos e os ombros baixos.',
    'Incline-se um pouco para a frente e desça até os braços ficarem mais ou menos paralelos ao chão.',
    'Empurre de volta até estender os braços.',
    'Acrescente peso com um cinto quando as repetições com o peso do corpo ficarem fáceis.',
  ],
  'bench-dip': [
    'Sente na beira de um banco, mãos ao lado do quadril, e deslize o quadril para fora com as pernas à frente.',
    'Dobre os cotovelos para trás para descer o quadril em direção ao chão.',
    'Empurre até estender os braços; dobre os joelhos para facilitar.',
  ],
  'dumbbell-pullover': [
    'Deite atravessado ou ao longo de um banco segurando um halter com as duas mãos acima do peito.',
    'Com os cotovelos levemente dobrados, leve-o para trás da cabeça até sentir o alongamento nas costas e no peito.',
    'Traga-o de volta acima do peito pelo mesmo arco.',
  ],
  'landmine-press': [
    'Encaixe uma ponta da barra num canto ou num landmine e segure a outra na altura do ombro.',
    'Fique com um pé à frente do outro e empurre a barra para cima e para a frente até estender o braço.',
    'Desça-a com controle até o ombro; troque de lado depois da série.',
  ],

  // Ombros
  'overhead-press': [
    'Fique em pé com a barra apoiada na frente dos ombros, mãos logo por fora deles, pés na largura do quadril.',
    'Contraia os glúteos e o abdômen e empurre a barra reto para cima, tirando a cabeça do caminho para trás.',
    'Termine com a barra sobre o meio dos pés e a cabeça entre os braços.',
    'Desça-a com controle até os ombros.',
  ],
  'dumbbell-shoulder-press': [
    'Sente num banco com as costas eretas e segure os halteres na altura dos ombros, palmas para a frente.',
    'Empurre-os até estender os braços, aproximando-os um pouco.',
    'Desça-os de volta à altura dos ombros.',
  ],
  'arnold-press': [
    'Sente ereto com os halteres na frente dos ombros, palmas voltadas para você.',
    'Empurre para cima girando as palmas para a frente, terminando com os braços estendidos acima da cabeça.',
    'Gire-as de volta enquanto desce à posição inicial.',
  ],
  'push-press': [
    'Fique em pé com a barra na frente dos ombros, como no desenvolvimento.',
    'Dobre os joelhos alguns centímetros, com o tronco ereto.',
    'Impulsione com as pernas e use esse impulso para empurrar a barra acima da cabeça.',
    'Desça-a até os ombros dobrando os joelhos para amortecer.',
  ],
  'machine-shoulder-press': [
    'Ajuste o banco para que os pegadores comecem mais ou menos na altura dos ombros.',
    'Empurre os pegadores para cima até estender os braços, com as costas no encosto.',
    'Desça-os devagar à posição inicial.',
  ],
  'lateral-raise': [
    'Fique em pé com os halteres ao lado do corpo, cotovelos levemente dobrados.',
    'Eleve-os para os lados até os braços ficarem na altura dos ombros.',
    'Desça-os devagar; conduza com os cotovelos e não balance o corpo.',
  ],
  'cable-lateral-raise': [
    'Coloque a polia embaixo, fique de lado para ela e segure o pegador com a mão mais distante.',
    'Eleve o braço para o lado até a altura do ombro, cotovelo levemente dobrado.',
    'Desça-o devagar contra o cabo; troque de lado depois da série.',
  ],
  'machine-lateral-raise': [
    'Ajuste o banco para que os ombros fiquem alinhados com os eixos da máquina, braços contra os apoios.',
    'Eleve os braços para os lados até a altura dos ombros.',
    'Desça-os com controle sem deixar o peso encostar.',
  ],
  'front-raise': [
    'Fique em pé com os halteres na frente das coxas.',
    'Eleve-os à sua frente com os braços quase estendidos até a altura dos ombros.',
    'Desça-os devagar, sem jogar o corpo para trás.',
  ],
  'rear-delt-fly': [
    'Incline o tronco a partir do quadril, costas retas, halteres pendurados sob o peito.',
    'Com os cotovelos soltos, eleve-os para os lados até os braços ficarem alinhados com o corpo.',
    'Desça-os devagar; mantenha os ombros baixos, longe das orelhas.',
  ],
  'reverse-pec-deck': [
    'Sente de frente para o encosto do voador, pegadores na posição de trás, na altura dos ombros.',
    'Puxe os pegadores para trás e para fora num arco amplo até os braços ficarem alinhados com o corpo.',
    'Volte-os devagar para a frente.',
  ],
  'face-pull': [
    'Prenda uma corda na polia na altura do rosto e segure as pontas com os polegares voltados para você.',
    'Dê um passo para trás até estender os braços e puxe a corda em direção ao rosto, afastando as pontas.',
    'Termine com os cotovelos altos e as mãos ao lado das orelhas e deixe a corda voltar devagar.',
  ],
  'upright-row': [
    'Fique em pé com a barra na frente das coxas, mãos mais ou menos na largura dos ombros.',
    'Puxe-a junto ao corpo, conduzindo com os cotovelos, até mais ou menos a altura do peito.',
    'Desça-a devagar; pare mais baixo se os ombros incomodarem.',
  ],
  'barbell-shrug': [
    'Fique em pé com a barra na frente das coxas e os braços estendidos.',
    'Suba os ombros reto em direção às orelhas e segure um instante.',
    'Desça-os totalmente; não gire os ombros.',
  ],
  'dumbbell-shrug': [
    'Fique em pé com os halteres ao lado do corpo e os braços estendidos.',
    'Suba os ombros reto em direção às orelhas e faça uma pausa.',
    'Desça-os devagar até o fim.',
  ],
  'handstand-push-up': [
    'Suba na parada de mão de frente para uma parede, mãos um pouco mais abertas que os ombros.',
    'Desça até a cabeça encostar de leve no chão ou num colchonete.',
    'Empurre até estender os braços, com o corpo firme.',
  ],
  'pike-push-up': [
    'Comece na posição de flexão e aproxime os pés até o quadril ficar alto, o corpo num V invertido.',
    'Dobre os cotovelos para levar o topo da cabeça em direção ao chão entre as mãos.',
    'Empurre de volta até estender os braços.',
  ],

  // Braços
  'triceps-pushdown': [
    'Fique de frente para uma polia alta com uma barra reta, cotovelos junto ao corpo.',
    'Empurre a barra para baixo até estender os braços.',
    'Deixe-a subir até os antebraços passarem um pouco da horizontal, sem mexer os cotovelos.',
  ],
  'rope-pushdown': [
    'Fique de frente para uma polia alta com uma corda, cotovelos junto ao corpo.',
    'Empurre para baixo até estender os braços, afastando as pontas da corda embaixo.',
    'Deixe a corda subir com controle sem mexer os cotovelos.',
  ],
  'skull-crusher': [
    'Deite num banco com uma barra W acima dos ombros e os braços estendidos.',
    'Dobre só os cotovelos para descer a barra em direção à testa ou logo atrás da cabeça.',
    'Estenda os braços para subi-la; a parte de cima dos braços fica parada.',
  ],
  'overhead-triceps-extension': [
    'Sentado ou em pé, segure um halter acima da cabeça com as duas mãos sob a anilha de cima.',
    'Dobre os cotovelos para descê-lo atrás da cabeça, cotovelos apontando para cima.',
    'Estenda os braços para subi-lo de novo.',
  ],
  'cable-overhead-triceps-extension': [
    'De costas para uma polia baixa, segure uma corda atrás da cabeça, cotovelos apontando para a frente.',
    'Estenda os braços para cima e para a frente até a extensão completa.',
    'Deixe as mãos voltarem devagar para trás da cabeça, sem tirar os cotovelos do lugar.',
  ],
  'triceps-kickback': [
    'Incline o tronco com as costas retas, um halter numa mão, o braço junto ao corpo.',
    'Estenda o cotovelo para levar o halter para trás até o braço ficar reto.',
    'Volte ao ângulo reto no cotovelo sem mexer a parte de cima do braço.',
  ],
  'diamond-push-up': [
    'Comece na posição de flexão com as mãos juntas sob o peito, polegares e indicadores se tocando.',
    'Desça o peito em direção às mãos, cotovelos junto ao corpo.',
    'Empurre até estender os braços.',
  ],
  'jm-press': [
    'Deite num banco e segure a barra com pegada fechada acima dos ombros.',
    'Dobre os cotovelos e deixe a barra descer em direção ao queixo, cotovelos apontando para os pés.',
    'Empurre-a de volta estendendo os braços.',
  ],
  'barbell-curl': [
    'Fique em pé com a barra em pegada supinada na largura dos ombros, braços estendidos.',
    'Suba-a em direção aos ombros, cotovelos junto ao corpo.',
    'Desça-a devagar até o fim; não balance o corpo.',
  ],
  'ez-bar-curl': [
    'Fique em pé segurando uma barra W pela parte angulada, braços estendidos.',
    'Suba-a em direção aos ombros sem levar os cotovelos para a frente.',
    'Desça-a com controle até estender os braços.',
  ],
  'dumbbell-curl': [
    'Fique em pé com os halteres ao lado do corpo, palmas para a frente.',
    'Suba-os em direção aos ombros, cotovelos junto ao corpo.',
    'Desça-os devagar; você pode subir os dois juntos ou alternar os braços.',
  ],
  'hammer-curl': [
    'Fique em pé com os halteres ao lado do corpo, palmas voltadas uma para a outra.',
    'Suba-os mantendo as palmas para dentro e os cotovelos parados.',
    'Desça-os devagar à posição inicial.',
  ],
  'incline-dumbbell-curl': [
    'Deite num banco a uns 45 graus, braços pendurados e estendidos com os halteres.',
    'Suba-os sem deixar os cotovelos irem para a frente.',
    'Desça-os até o fim, com os braços estendidos de novo.',
  ],
  'preacher-curl': [
    'Sente no banco Scott com a parte de trás dos braços apoiada no apoio e uma barra W nas mãos.',
    'Suba a barra até os antebraços ficarem quase na vertical.',
    'Desça-a devagar até os braços ficarem quase estendidos.',
  ],
  'concentration-curl': [
    'Sente num banco e apoie a parte de trás de um braço na parte interna da coxa.',
    'Suba o halter em direção ao ombro.',
    'Desça-o devagar até estender o braço; troque de lado depois da série.',
  ],
  'cable-curl': [
    'Fique de frente para uma polia baixa segurando uma barra reta ou uma pegada em supinação.',
    'Suba-a em direção aos ombros, cotovelos fixos junto ao corpo.',
    'Desça-a com controle contra o cabo.',
  ],
  'machine-curl': [
    'Ajuste o banco para que os cotovelos fiquem alinhados com o eixo da máquina, braços no apoio.',
    'Suba os pegadores em direção aos ombros.',
    'Desça-os devagar até os braços ficarem quase estendidos.',
  ],
  'reverse-curl': [
    'Fique em pé com a barra em pegada pronada na largura dos ombros.',
    'Suba-a em direção aos ombros, punhos retos e cotovelos parados.',
    'Desça-a devagar à posição inicial.',
  ],
  'wrist-curl': [
    'Sente com os antebraços nas coxas ou num banco, palmas para cima, punhos logo além da borda, segurando a barra.',
    'Deixe a barra rolar até a ponta dos dedos.',
    'Flexione os punhos para cima o máximo que puder e desça devagar.',
  ],
  'reverse-wrist-curl': [
    'Sente com os antebraços nas coxas ou num banco, palmas para baixo, punhos logo além da borda, segurando a barra.',
    'Desça as costas das mãos em direção ao chão.',
    'Suba os nós dos dedos o mais alto que puder e desça devagar.',
  ],
  'farmers-walk': [
    'Fique entre dois halteres pesados ou pegadores de farmer’s walk e levante-os com as costas retas.',
    'Caminhe com passos curtos e rápidos, ereto, com os ombros para trás.',
    'Aperte firme e não deixe os pesos baterem nas pernas; coloque-os no chão com as costas retas.',
  ],
  'dead-hang': [
    'Segure uma barra fixa com as mãos mais ou menos na largura dos ombros.',
    'Tire os pés do chão e fique pendurado com os braços estendidos, ombros soltos ou levemente puxados para baixo.',
    'Respire com calma e segure pelo tempo que você definiu.',
  ],

  // Quadril e costas
  deadlift: [
    'Fique em pé com a barra sobre o meio dos pés, pés mais ou menos na largura do quadril.',
    'Abaixe-se e segure a barra logo por fora das pernas, encoste as canelas na barra e deixe as costas retas.',
    'Empurre o chão e fique em pé, com a barra junto às pernas.',
    'Trave com o quadril à frente e desça a barra pelo mesmo caminho.',
  ],
  'sumo-deadlift': [
    'Fique com os pés bem afastados, pontas para fora, a barra sobre o meio dos pés.',
    'Segure a barra por dentro dos joelhos, braços estendidos e peito aberto.',
    'Empurre os joelhos para fora e o chão para baixo para subir, com a barra perto do corpo.',
    'Desça-a com controle sentando de novo entre as pernas.',
  ],
  'trap-bar-deadlift': [
    'Entre na barra hexagonal com os pés na largura do quadril, centralizado entre os pegadores.',
    'Agache, segure os pegadores e deixe as costas retas, com o peito aberto.',
    'Empurre com as pernas até ficar ereto e desça a barra de volta ao chão.',
  ],
  'dumbbell-deadlift': [
    'Fique em pé com um halter de cada lado dos pés.',
    'Dobre o quadril e os joelhos para pegá-los com as costas retas.',
    'Fique ereto com os halteres perto das pernas e desça-os pelo mesmo caminho.',
  ],
  'deficit-deadlift': [
    'Suba numa anilha ou plataforma baixa, de três a cinco centímetros, com a barra sobre o meio dos pés.',
    'Posicione-se como no levantamento terra: pegada, canelas na barra, costas retas.',
    'Puxe dessa posição mais baixa até ficar em pé e desça a barra com controle.',
  ],
  'rack-pull': [
    'Apoie a barra nos pinos de segurança ou em blocos, mais ou menos na altura dos joelhos.',
    'Segure-a logo por fora das pernas, com as costas retas e os ombros sobre a barra.',
    'Leve o quadril à frente até ficar ereto e desça a barra de volta aos pinos.',
  ],
  'romanian-deadlift': [
    'Fique ereto com a barra na frente das coxas, joelhos destravados.',
    'Leve o quadril para trás e deixe a barra deslizar pelas pernas até sentir um bom alongamento nos posteriores de coxa.',
    'Leve o quadril à frente para voltar a ficar em pé.',
    'Mantenha as costas retas; os joelhos ficam levemente dobrados e quase não se mexem.',
  ],
  'dumbbell-romanian-deadlift': [
    'Fique ereto com os halteres na frente das coxas, joelhos destravados.',
    'Leve o quadril para trás e desça os halteres junto às pernas até os posteriores alongarem.',
    'Leve o quadril à frente para subir, com as costas retas o tempo todo.',
  ],
  'stiff-leg-deadlift': [
    'Fique em pé com a barra na frente das coxas e os joelhos quase estendidos.',
    'Incline a partir do quadril e desça a barra com as costas retas até onde os posteriores permitirem.',
    'Volte a ficar em pé levando o quadril à frente.',
  ],
  'single-leg-romanian-deadlift': [
    'Fique apoiado numa perna, com um halter na mão oposta e o joelho de apoio levemente dobrado.',
    'Incline o tronco à frente enquanto a perna livre vai para trás, até o corpo ficar quase paralelo ao chão.',
    'Volte a ficar em pé mantendo o quadril paralelo ao chão; troque de lado depois da série.',
  ],
  'good-morning': [
    'Apoie a barra na parte alta das costas como no agachamento, pés na largura do quadril, joelhos destravados.',
    'Leve o quadril para trás e desça o peito até o tronco ficar quase paralelo ao chão.',
    'Leve o quadril à frente para subir, com as costas retas o tempo todo.',
  ],
  'back-extension': [
    'Ajuste o apoio do banco de extensão lombar logo abaixo do quadril e prenda os calcanhares.',
    'Desça o tronco em direção ao chão dobrando o quadril.',
    'Suba até o corpo ficar em linha reta; não arqueie além disso.',
  ],
  'reverse-hyperextension': [
    'Deite de bruços na máquina com o quadril na borda do apoio e segure os pegadores.',
    'Eleve as pernas atrás de você até ficarem alinhadas com o corpo, contraindo os glúteos.',
    'Desça-as com controle; não deixe o peso balançar você.',
  ],
  'pull-up': [
    'Pendure-se na barra com pegada pronada um pouco mais aberta que os ombros.',
    'Leve os ombros para baixo e para trás e puxe até o queixo passar da barra.',
    'Desça até estender os braços de novo.',
    'Mantenha as pernas paradas; nada de chutar.',
  ],
  'chin-up': [
    'Pendure-se na barra com pegada supinada, mais ou menos na largura dos ombros.',
    'Puxe até o queixo passar da barra, conduzindo com o peito.',
    'Desça até o fim, até estender os braços.',
  ],
  'weighted-pull-up': [
    'Pendure o peso num cinto de carga ou segure um halter entre os pés.',
    'Pendure-se na barra com pegada pronada e puxe até o queixo passar dela.',
    'Desça com controle até estender os braços.',
  ],
  'assisted-pull-up': [
    'Ajuste a assistência: mais peso na máquina, ou um elástico mais grosso, deixa mais fácil.',
    'Ajoelhe ou fique em pé no apoio e segure a barra um pouco mais aberto que os ombros.',
    'Puxe até o queixo passar da barra e desça até o fim.',
  ],
  'lat-pulldown': [
    'Sente com as coxas sob os apoios e segure a barra um pouco mais aberto que os ombros.',
    'Incline-se levemente para trás e puxe a barra até a parte alta do peito, levando os cotovelos para baixo.',
    'Deixe-a subir até estender os braços, sem deixar o peso encostar.',
  ],
  'close-grip-lat-pulldown': [
    'Prenda uma pegada fechada e sente com as coxas sob os apoios.',
    'Puxe o pegador até a parte alta do peito, cotovelos junto ao corpo.',
    'Deixe-o subir até estender os braços e sentir as costas alongarem.',
  ],
  'straight-arm-pulldown': [
    'Fique de frente para uma polia alta, segurando uma barra ou corda com os braços estendidos na altura dos olhos.',
    'Incline-se um pouco à frente e puxe a barra num arco até as coxas, braços estendidos.',
    'Deixe-a voltar devagar até a altura dos olhos.',
  ],
  'barbell-row': [
    'Incline o tronco com as costas retas até uns 45 graus ou mais baixo, a barra pendurada na altura dos joelhos.',
    'Puxe a barra até as costelas de baixo, levando os cotovelos para trás.',
    'Desça-a até estender os braços, sem mexer as costas.',
  ],
  'pendlay-row': [
    'Posicione-se com a barra no chão e as costas quase paralelas a ela.',
    'Puxe a barra de forma explosiva do chão até a parte baixa do peito.',
    'Devolva-a ao chão a cada repetição e ajuste as costas antes da próxima.',
  ],
  'dumbbell-row': [
    'Apoie um joelho e uma mão num banco, costas retas, o halter pendurado na outra mão.',
    'Puxe o halter em direção ao quadril, cotovelo junto ao corpo.',
    'Desça-o até estender o braço; troque de lado depois da série.',
  ],
  'seated-cable-row': [
    'Sente na remada baixa com os pés na plataforma, joelhos levemente dobrados, segurando o pegador.',
    'Sente ereto e puxe o pegador até a barriga, juntando as escápulas.',
    'Deixe os braços se estenderem à frente sem arredondar as costas.',
  ],
  't-bar-row': [
    'Fique com a barra entre as pernas, uma ponta presa, e segure o pegador perto das anilhas.',
    'Incline o tronco com as costas retas e puxe as anilhas em direção ao peito.',
    'Desça-as com controle até estender os braços.',
  ],
  'chest-supported-row': [
    'Deite de bruços num banco a uns 30 graus, halteres pendurados abaixo de você.',
    'Puxe-os em direção ao quadril, juntando as escápulas.',
    'Desça-os até estender os braços; mantenha o peito no banco.',
  ],
  'machine-row': [
    'Ajuste o banco para que os pegadores fiquem mais ou menos na altura do peito e o peito fique no apoio.',
    'Puxe os pegadores para trás até os cotovelos passarem do corpo.',
    'Deixe-os ir à frente devagar até estender os braços.',
  ],
  'inverted-row': [
    'Coloque uma barra no rack mais ou menos na altura do quadril, deite embaixo e segure-a com os braços estendidos.',
    'Mantenha o corpo reto dos calcanhares à cabeça e puxe o peito até a barra.',
    'Desça até estender os braços; dobre os joelhos para facilitar.',
  ],
  'kettlebell-swing': [
    'Fique com os pés um pouco mais abertos que o quadril, o kettlebell um passo à sua frente.',
    'Leve-o para trás entre as pernas com as costas retas e projete o quadril à frente para balançá-lo até a altura do peito.',
    'Deixe-o voltar entre as pernas e emende direto no próximo swing.',
    'A força vem do quadril, não dos braços.',
  ],
  'power-clean': [
    'Posicione-se como no levantamento terra, com a pegada logo por fora das pernas.',
    'Suba a barra até o meio da coxa, depois salte e encolha os ombros com força para puxá-la.',
    'Entre embaixo dela e receba-a na frente dos ombros num meio agachamento, cotovelos altos.',
    'Fique em pé para terminar e desça a barra até o chão.',
  ],
  'hang-clean': [
    'Fique em pé com a barra no meio da coxa, pegada logo por fora das pernas.',
    'Dobre um pouco os joelhos, depois estenda o quadril e encolha os ombros para impulsionar a barra.',
    'Receba-a na frente dos ombros com os cotovelos altos e fique em pé.',
  ],
  'clean-and-jerk': [
    'Faça o clean: leve a barra do chão até a frente dos ombros e fique em pé.',
    'Dobre os joelhos e impulsione com as pernas para levar a barra acima da cabeça.',
    'Abra os pés em tesoura ou para os lados, entre embaixo e receba-a com os braços travados.',
    'Junte os pés de novo antes de descer a barra.',
  ],
  snatch: [
    'Posicione-se com pegada aberta na barra, costas retas e ombros um pouco à frente da barra.',
    'Suba-a além dos joelhos, estenda o corpo de forma explosiva e puxe-se para baixo dela.',
    'Receba-a acima da cabeça com os braços travados, agachado, e fique em pé.',
  ],

  // Pernas
  squat: [
    'Apoie a barra na parte alta das costas e saia do rack, pés na largura dos ombros, pontas um pouco para fora.',
    'Contraia o abdômen e sente entre os calcanhares até o quadril ficar abaixo dos joelhos.',
    'Suba empurrando, com os joelhos para fora na linha dos pés.',
    'Mantenha o peito aberto e o pé inteiro no chão.',
  ],
  'front-squat': [
    'Apoie a barra na frente dos ombros, dedos embaixo dela e cotovelos altos.',
    'Agache com o tronco ereto até o quadril ficar abaixo dos joelhos.',
    'Suba mantendo os cotovelos altos para a barra não rolar para a frente.',
  ],
  'goblet-squat': [
    'Segure um halter ou kettlebell na vertical junto ao peito.',
    'Agache entre os calcanhares, cotovelos por dentro dos joelhos, peito aberto.',
    'Suba de novo empurrando o chão.',
  ],
  'box-squat': [
    'Coloque uma caixa atrás de você, numa altura em que, sentado, o quadril fique na altura dos joelhos ou logo abaixo.',
    'Com a barra nas costas, sente para trás na caixa e faça uma pausa sem relaxar.',
    'Suba da caixa até ficar em pé.',
  ],
  'pause-squat': [
    'Agache como de costume, com a barra na parte alta das costas.',
    'Segure a posição de baixo por dois ou três segundos, sem perder a tensão.',
    'Suba a partir da pausa sem quicar.',
  ],
  'safety-bar-squat': [
    'Apoie a safety bar na parte alta das costas e segure os pegadores à sua frente.',
    'Agache com o peito aberto até o quadril ficar abaixo dos joelhos.',
    'Suba mantendo os pegadores para baixo, para a barra ficar na horizontal.',
  ],
  'overhead-squat': [
    'Segure a barra acima da cabeça com pegada aberta e braços travados.',
    'Agache mantendo a barra sobre o meio dos pés.',
    'Suba com os braços travados; comece com a barra vazia ou um bastão.',
  ],
  'zercher-squat': [
    'Segure a barra na dobra dos cotovelos, mãos juntas à sua frente.',
    'Agache com o tronco ereto.',
    'Suba de novo, com a parte alta das costas firme e a barra junto ao corpo.',
  ],
  'smith-machine-squat': [
    'Apoie a barra na parte alta das costas e coloque os pés um pouco à frente dela.',
    'Destrave a barra e agache até as coxas ficarem mais ou menos paralelas ao chão.',
    'Suba e, para terminar, trave a barra de novo num encaixe.',
  ],
  'hack-squat': [
    'Suba na plataforma com as costas no encosto e os ombros sob os apoios.',
    'Solte as travas e desça até as coxas ficarem pelo menos paralelas à plataforma.',
    'Empurre de volta sem travar os joelhos com força.',
  ],
  'belt-squat': [
    'Prenda o cinto em volta do quadril e suba na plataforma.',
    'Agache com o tronco ereto até o quadril ficar abaixo dos joelhos.',
    'Suba empurrando com o pé inteiro.',
  ],
  'leg-press': [
    'Sente na máquina com os pés na largura do quadril, no meio da plataforma.',
    'Solte as travas e desça a plataforma até os joelhos chegarem perto do peito.',
    'Empurre-a de volta sem travar os joelhos; mantenha a lombar no encosto.',
  ],
  'bulgarian-split-squat': [
    'Fique na frente de um banco com o peito de um pé apoiado nele, atrás de você.',
    'Desça reto até a coxa da frente ficar mais ou menos paralela ao chão.',
    'Suba empurrando com o pé da frente; troque de perna depois da série.',
  ],
  'split-squat': [
    'Fique com um pé bem à frente do outro, os dois apoiados no chão, halteres ao lado do corpo.',
    'Desça o joelho de trás em direção ao chão até a coxa da frente ficar mais ou menos paralela.',
    'Suba empurrando com o pé da frente; troque de perna depois da série.',
  ],
  lunge: [
    'Fique ereto com os halteres ao lado do corpo.',
    'Dê um passo à frente e desça até os dois joelhos ficarem mais ou menos em ângulo reto.',
    'Empurre com o pé da frente para voltar à posição inicial; alterne as pernas.',
  ],
  'walking-lunge': [
    'Fique em pé com os halteres ao lado do corpo e espaço para andar à frente.',
    'Dê um passo à frente e desça até o joelho de trás quase encostar no chão.',
    'Suba e traga a perna de trás para a frente no próximo passo.',
  ],
  'reverse-lunge': [
    'Fique ereto com os halteres ao lado do corpo.',
    'Dê um passo para trás com um pé e desça até o joelho de trás quase encostar no chão.',
    'Empurre com o pé da frente para voltar a ficar em pé; alterne as pernas.',
  ],
  'step-up': [
    'Fique de frente para uma caixa ou banco na altura do joelho, halteres ao lado do corpo.',
    'Apoie um pé inteiro na caixa e empurre com ele até ficar em pé em cima.',
    'Desça com controle com o outro pé; troque de perna depois da série.',
  ],
  'pistol-squat': [
    'Fique numa perna só, com a outra estendida à sua frente.',
    'Agache na perna de apoio até onde conseguir controlar, braços à frente para se equilibrar.',
    'Suba de novo; segure num poste ou sente numa caixa para facilitar.',
  ],
  'bodyweight-squat': [
    'Fique em pé com os pés na largura dos ombros, braços à frente ou mãos juntas.',
    'Sente entre os calcanhares até o quadril ficar na altura dos joelhos ou abaixo.',
    'Suba de novo, com o peito aberto e os calcanhares no chão.',
  ],
  'leg-extension': [
    'Sente com o rolo na parte baixa das canelas e os joelhos alinhados com o eixo da máquina.',
    'Estenda as pernas por completo e contraia o quadríceps.',
    'Desça o peso devagar.',
  ],
  'lying-leg-curl': [
    'Deite de bruços com o rolo logo acima dos calcanhares e os joelhos logo fora do banco.',
    'Leve os calcanhares em direção aos glúteos, com o quadril no apoio.',
    'Desça-os devagar até estender as pernas.',
  ],
  'seated-leg-curl': [
    'Sente com o rolo sob a parte baixa das panturrilhas e o apoio das coxas bem travado sobre as pernas.',
    'Leve os calcanhares para baixo e para trás, sob o banco.',
    'Deixe-os voltar devagar até estender as pernas.',
  ],
  'nordic-hamstring-curl': [
    'Ajoelhe num colchonete com os calcanhares presos sob uma barra ou segurados por um parceiro.',
    'Com o corpo reto dos joelhos à cabeça, desça para a frente o mais devagar que conseguir.',
    'Apare a queda com as mãos e empurre para voltar; puxe com os posteriores conforme ficar mais forte.',
  ],
  'glute-ham-raise': [
    'Posicione-se no banco GHD com os joelhos logo atrás do apoio e os pés presos.',
    'Desça o corpo para a frente até ficar paralelo ao chão.',
    'Volte a subir puxando com os posteriores até o corpo ficar ereto.',
  ],
  'hip-thrust': [
    'Sente com a parte alta das costas apoiada num banco e uma barra com proteção sobre o quadril.',
    'Posicione os pés de modo que as canelas fiquem na vertical em cima.',
    'Suba o quadril até o corpo ficar reto dos ombros aos joelhos, contraindo os glúteos.',
    'Desça o quadril com controle; mantenha o queixo recolhido.',
  ],
  'glute-bridge': [
    'Deite de costas com os joelhos dobrados e os pés apoiados perto do quadril.',
    'Suba o quadril até o corpo ficar reto dos ombros aos joelhos.',
    'Contraia os glúteos em cima e desça devagar.',
  ],
  'cable-pull-through': [
    'De costas para uma polia baixa, com uma corda entre as pernas, segure-a com as duas mãos.',
    'Leve o quadril para trás, deixando a corda puxar as mãos por entre as pernas.',
    'Leve o quadril à frente até ficar ereto, contraindo os glúteos.',
  ],
  'glute-kickback': [
    'Prenda uma tornozeleira numa polia baixa e fique de frente para ela, segurando na estrutura.',
    'Chute a perna presa reto para trás, contraindo o glúteo, sem arquear as costas.',
    'Volte devagar; troque de perna depois da série.',
  ],
  'hip-abduction': [
    'Sente na máquina com os apoios na parte de fora dos joelhos.',
    'Afaste os joelhos o máximo que puder.',
    'Deixe-os voltar a se juntar devagar.',
  ],
  'hip-adduction': [
    'Sente na máquina com os apoios na parte de dentro dos joelhos.',
    'Aperte as pernas uma contra a outra até os apoios se encontrarem.',
    'Deixe-as abrir devagar até sentir o alongamento.',
  ],
  'copenhagen-plank': [
    'Deite de lado e apoie a parte interna da perna de cima num banco, pelo joelho ou pelo pé.',
    'Suba o quadril até o corpo ficar reto, apoiado no antebraço e nessa perna.',
    'Segure a posição e depois troque de lado; apoiado no joelho é mais fácil.',
  ],
  'lateral-band-walk': [
    'Coloque um elástico em volta das pernas, acima dos joelhos ou nos tornozelos, e fique em um quarto de agachamento.',
    'Dê passos para o lado, mantendo o elástico tenso e os pés apontando para a frente.',
    'Dê os passos que você definiu numa direção e depois volte para o outro lado.',
  ],
  'standing-calf-raise': [
    'Fique com a ponta dos pés na beira da plataforma e os ombros sob os apoios.',
    'Deixe os calcanhares descerem o máximo que puderem, para alongar bem.',
    'Suba na ponta dos pés o mais alto que puder e faça uma pausa antes de descer.',
  ],
  'seated-calf-raise': [
    'Sente com a ponta dos pés na plataforma e o apoio sobre a parte baixa das coxas.',
    'Desça os calcanhares o máximo que puder.',
    'Suba na ponta dos pés o mais alto que puder, faça uma pausa e desça devagar.',
  ],
  'leg-press-calf-raise': [
    'Sente no leg press com as pernas estendidas e a ponta dos pés na borda de baixo da plataforma.',
    'Deixe a plataforma empurrar seus dedos dos pés de volta em sua direção.',
    'Empurre-a com a ponta dos pés o máximo que puder; os joelhos ficam parados.',
  ],
  'single-leg-calf-raise': [
    'Fique num pé só na beira de um degrau, com um halter na mão do mesmo lado e segurando-se com a outra.',
    'Desça o calcanhar o máximo que puder.',
    'Suba na ponta do pé o mais alto que puder; troque de perna depois da série.',
  ],
  'sled-push': [
    'Carregue o trenó e segure os pegadores com os braços dobrados ou estendidos.',
    'Incline o corpo contra ele e empurre para a frente com passos curtos e fortes.',
    'Continue empurrando sem parar pela distância que você definiu.',
  ],
  'box-jump': [
    'Fique a um passo curto de uma caixa firme.',
    'Balance os braços e salte, aterrissando suave na caixa com o pé inteiro.',
    'Fique totalmente em pé em cima e desça andando; não desça saltando.',
  ],

  // Core
  plank: [
    'Apoie-se nos antebraços e nas pontas dos pés, com os cotovelos sob os ombros.',
    'Forme uma linha reta da cabeça aos calcanhares contraindo os glúteos e o abdômen.',
    'Segure pelo tempo que você definiu, respirando com calma; pare quando o quadril cair.',
  ],
  'side-plank': [
    'Deite de lado com o cotovelo sob o ombro e os pés um sobre o outro.',
    'Suba o quadril até o corpo ficar reto da cabeça aos pés.',
    'Segure pelo tempo que você definiu e troque de lado.',
  ],
  crunch: [
    'Deite de costas com os joelhos dobrados e as mãos ao lado da cabeça ou cruzadas no peito.',
    'Tire os ombros do chão contraindo o abdômen, sem puxar o pescoço.',
    'Desça devagar de novo.',
  ],
  'cable-crunch': [
    'Ajoelhe de frente para uma polia alta, segurando uma corda ao lado da cabeça.',
    'Leve o peito em direção aos joelhos arredondando as costas, com o quadril parado.',
    'Volte devagar contra o cabo.',
  ],
  'machine-crunch': [
    'Ajuste o banco e segure os pegadores ou apoie os braços nos apoios.',
    'Leve o peito em direção aos joelhos contraindo o abdômen.',
    'Volte devagar sem deixar o peso encostar.',
  ],
  'sit-up': [
    'Deite de costas com os joelhos dobrados e os pés apoiados, presos se precisar.',
    'Suba enrolando o tronco até o peito chegar perto das coxas.',
    'Desça de novo com controle.',
  ],
  'hanging-leg-raise': [
    'Pendure-se numa barra fixa com os braços estendidos.',
    'Eleve as pernas, estendidas ou com os joelhos dobrados, até pelo menos a altura do quadril.',
    'Desça-as devagar sem balançar.',
  ],
  'captains-chair-knee-raise': [
    'Posicione-se na cadeira romana com os antebraços nos apoios e as costas no encosto.',
    'Tire os pés do apoio e leve os joelhos em direção ao peito, enrolando um pouco o quadril.',
    'Desça as pernas devagar sem balançar.',
  ],
  'toes-to-bar': [
    'Pendure-se numa barra fixa com as mãos mais ou menos na largura dos ombros.',
    'Suba as pernas e toque a barra com os pés, empurrando a barra para baixo com os braços estendidos.',
    'Desça as pernas com controle.',
  ],
  'lying-leg-raise': [
    'Deite de costas com as pernas estendidas e as mãos ao lado do quadril ou sob a lombar.',
    'Eleve as pernas até apontarem para o teto.',
    'Desça-as devagar, mantendo a lombar colada no chão.',
  ],
  'ab-wheel-rollout': [
    'Ajoelhe segurando a roda abdominal no chão, abaixo dos ombros.',
    'Role-a para a frente o máximo que puder sem deixar a lombar afundar.',
    'Puxe-a de volta ao início contraindo o abdômen.',
  ],
  'russian-twist': [
    'Sente com os joelhos dobrados e incline-se um pouco para trás, segurando um peso junto ao peito.',
    'Gire o tronco para um lado e depois para o outro, levando o peso ao lado do quadril.',
    'Tire os pés do chão para deixar mais difícil.',
  ],
  'cable-woodchopper': [
    'Coloque uma polia no alto, fique de lado para ela e segure o pegador com as duas mãos.',
    'Puxe-o na diagonal para baixo, cruzando o corpo até o quadril oposto, girando o tronco.',
    'Volte devagar; troque de lado depois da série.',
  ],
  'pallof-press': [
    'Fique de lado para uma polia na altura do peito, segurando o pegador junto ao peito com as duas mãos.',
    'Empurre-o reto à sua frente e segure ali, sem deixar o cabo girar você.',
    'Traga-o de volta ao peito; troque de lado depois da série.',
  ],
  'dead-bug': [
    'Deite de costas com os braços apontando para o teto e os joelhos dobrados acima do quadril.',
    'Leve um braço para trás e a perna oposta em direção ao chão, mantendo a lombar no chão.',
    'Volte e repita do outro lado.',
  ],
  'bicycle-crunch': [
    'Deite de costas com as mãos ao lado da cabeça e as pernas elevadas.',
    'Leve um cotovelo em direção ao joelho oposto enquanto a outra perna se estende.',
    'Troque de lado num movimento constante, como se pedalasse.',
  ],
  'side-bend': [
    'Fique em pé com um halter numa mão, ao lado do corpo.',
    'Incline-se para o lado do halter e volte à posição ereta usando o outro lado da cintura.',
    'Troque de lado depois da série.',
  ],
  'suitcase-carry': [
    'Levante um halter ou kettlebell pesado com uma mão, como se fosse uma mala.',
    'Caminhe ereto sem pender para o lado do peso, com os ombros nivelados.',
    'Percorra a distância que você definiu e troque de mão.',
  ],

  // Corpo inteiro
  thruster: [
    'Segure a barra na frente dos ombros, como no agachamento frontal.',
    'Agache até o quadril ficar abaixo dos joelhos.',
    'Suba e use esse impulso para empurrar a barra acima da cabeça num só movimento.',
    'Desça-a até os ombros enquanto entra no próximo agachamento.',
  ],
  burpee: [
    'Em pé, agache e apoie as mãos no chão.',
    'Salte com os pés para trás até a prancha e desça o peito até o chão.',
    'Empurre, salte com os pés de volta até as mãos e salte para cima com os braços acima da cabeça.',
  ],
  'muscle-up': [
    'Pendure-se numa barra com a pegada falsa, punhos por cima da barra.',
    'Puxe de forma explosiva, levando a barra em direção à parte baixa do peito.',
    'Passe o peito por cima da barra e empurre até estender os braços.',
    'Desça com controle de volta à posição pendurada.',
  ],
  'turkish-get-up': [
    'Deite de costas segurando um kettlebell reto para cima numa mão, com o joelho desse lado dobrado.',
    'Role para o cotovelo oposto, depois para a mão, e levante o quadril.',
    'Passe a perna estendida por baixo do corpo até ficar ajoelhado e fique em pé, braço travado acima da cabeça.',
    'Faça os passos ao contrário para voltar a deitar; mantenha os olhos no peso.',
  ],

  // Acrescentados com os tipos de exercício
  'assisted-dip': [
    'Ajuste a assistência: mais peso na máquina, ou um elástico mais grosso, deixa mais fácil.',
    'Ajoelhe ou fique em pé no apoio e segure as barras com os braços estendidos.',
    'Desça até os braços ficarem mais ou menos na altura das barras.',
    'Empurre de volta até estender os braços sem encolher os ombros.',
  ],
  'wall-sit': [
    'Encoste as costas retas numa parede e afaste os pés uns 60 centímetros dela.',
    'Deslize para baixo até os joelhos ficarem dobrados a uns 90 graus, sobre os tornozelos.',
    'Segure pelo tempo que você definiu, pressionando as costas contra a parede.',
  ],
  running: [
    'Comece com alguns minutos de corrida leve para aquecer.',
    'Corra ereto com os ombros soltos, pisando sob o corpo com passos curtos e rápidos.',
    'Mantenha um ritmo que você aguente pela distância toda, respirando de forma constante.',
    'Ao terminar, registre a distância e o tempo.',
  ],
  walking: [
    'Caminhe ereto com os ombros soltos e os braços balançando naturalmente.',
    'Pise do calcanhar à ponta do pé e mantenha um passo firme e constante.',
    'Na esteira, a inclinação deixa mais difícil sem precisar correr.',
  ],
  cycling: [
    'Ajuste o selim para que o joelho fique só um pouco dobrado no ponto mais baixo da pedalada.',
    'Pedale em círculos suaves, empurrando para baixo e puxando de volta.',
    'Escolha uma resistência que aguente numa cadência constante e registre a distância e o tempo.',
  ],
  rowing: [
    'Prenda os pés e segure o pegador com os braços estendidos, canelas na vertical.',
    'Empurre primeiro com as pernas, depois incline-se um pouco para trás e puxe o pegador até as costelas de baixo.',
    'Volte na ordem inversa: braços, tronco e depois dobre os joelhos.',
    'Mantenha o ritmo constante e registre a distância e o tempo.',
  ],
  elliptical: [
    'Suba nos pedais e segure os pegadores de leve.',
    'Empurre e puxe numa passada suave, com o peso sobre os calcanhares.',
    'Escolha uma resistência que consiga manter e registre a distância e o tempo.',
  ],
  'stair-climber': [
    'Fique ereto nos degraus e segure os corrimãos só de leve, para se equilibrar.',
    'Suba com o pé inteiro em cada degrau, empurrando com os calcanhares.',
    'Mantenha uma velocidade que aguente pelo tempo que você definiu.',
  ],
  swimming: [
    'Aqueça com algumas piscinas leves.',
    'Mantenha o corpo alongado e reto, respirando de lado a cada poucas braçadas.',
    'Nade num ritmo que consiga manter e registre a distância e o tempo.',
  ],
  'jump-rope': [
    'Segure os cabos na altura do quadril com a corda atrás dos calcanhares.',
    'Gire a corda com os punhos e salte só o suficiente para ela passar.',
    'Aterrisse suave na ponta dos pés e mantenha um ritmo constante pelo tempo que você definiu.',
  ],
}
