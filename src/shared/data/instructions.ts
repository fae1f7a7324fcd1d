/*
 * docs/product/exercises.md: how to do each exercise of the catalogue (catalog.ts), by its key,
 * written for Ironlog: two to six short steps, the set-up, the movement and a cue or two. A file
 * of its own so that the catalogue's names and muscles stay easy to read, and so that the
 * screens load the steps only where they show them (the exercise page).
 */
export const INSTRUCTIONS: Readonly<Record<string, readonly string[]>> = {
  // Chest
  'bench-press': [
    'Lie on the bench with your eyes under the bar, feet planted and shoulder blades squeezed together.',
    'Take the bar out on straight arms and lower it to your lower chest, elbows a little tucked.',
    'Press it back up over your shoulders until your arms are straight.',
    'Keep your hips on the bench and your wrists stacked over your elbows.',
  ],
  'incline-bench-press': [
    'Set the bench to about 30 degrees and lie with your eyes under the bar.',
    'Lower the bar to your upper chest, just below the collarbones.',
    'Press up until your arms are straight over your shoulders.',
    'Keep your shoulder blades pinned back and down throughout.',
  ],
  'decline-bench-press': [
    'Hook your legs under the pads of a decline bench and lie back with your eyes under the bar.',
    'Lower the bar to the bottom of your chest under control.',
    'Press it back up until your arms are straight; have a spotter hand you the bar if you can.',
  ],
  'dumbbell-bench-press': [
    'Sit on the end of a flat bench with the dumbbells on your thighs, then lie back and bring them over your chest.',
    'Lower them to the sides of your chest, elbows about 45 degrees from your body.',
    'Press up and slightly together until your arms are straight.',
    'Set them back on your thighs as you sit up at the end of the set.',
  ],
  'incline-dumbbell-press': [
    'Set the bench to 30–45 degrees and bring the dumbbells to your shoulders as you lie back.',
    'Press them up over your upper chest until your arms are straight.',
    'Lower them slowly until you feel a stretch across the chest.',
  ],
  'decline-dumbbell-press': [
    'Secure your legs on a decline bench and hold the dumbbells at the sides of your lower chest.',
    'Press them up over your chest until your arms are straight.',
    'Lower them under control, keeping your elbows slightly tucked.',
  ],
  'close-grip-bench-press': [
    'Lie on the bench and grip the bar about shoulder width, narrower than your usual bench grip.',
    'Lower it to your lower chest with your elbows close to your sides.',
    'Press up by straightening your elbows hard; the triceps do most of the work.',
  ],
  'floor-press': [
    'Lie on the floor under the bar in a rack set low, knees bent or legs straight.',
    'Lower the bar until your upper arms rest on the floor, and pause there briefly.',
    'Press it back up until your arms are straight.',
  ],
  'machine-chest-press': [
    'Set the seat so the handles line up with the middle of your chest.',
    'Sit with your back against the pad and press the handles forward until your arms are straight.',
    'Let them come back slowly until you feel a stretch in the chest, without letting the weight rest.',
  ],
  'smith-machine-bench-press': [
    'Place the bench so the bar comes down on your lower chest.',
    'Unhook the bar with a twist of the wrists and lower it to your chest under control.',
    'Press up until your arms are straight, then twist the hooks back onto a notch to finish.',
  ],
  'dumbbell-fly': [
    'Lie on a flat bench holding the dumbbells above your chest, palms facing each other.',
    'With a soft bend in the elbows, open your arms wide until you feel a stretch in the chest.',
    'Bring them back together over your chest as if hugging a barrel.',
    'Keep the elbow bend the same throughout; it is not a press.',
  ],
  'incline-dumbbell-fly': [
    'Lie on a bench set to about 30 degrees, dumbbells above your upper chest, palms facing.',
    'Open your arms in a wide arc with soft elbows until your chest stretches.',
    'Squeeze them back together over your chest.',
  ],
  'cable-crossover': [
    'Set both pulleys high, take a handle in each hand and step forward into a staggered stance.',
    'Lean slightly forward with a soft bend in the elbows, arms open wide.',
    'Pull the handles down and together in front of your hips, then let them back slowly.',
  ],
  'pec-deck': [
    'Set the seat so the handles are at chest height and sit with your back flat on the pad.',
    'Bring the handles together in front of your chest with a slight bend in the elbows.',
    'Open back slowly until you feel the stretch, without letting the weights touch down.',
  ],
  'push-up': [
    'Start in a high plank, hands a little wider than your shoulders, body straight from head to heels.',
    'Lower your chest to just above the floor, elbows about 45 degrees from your body.',
    'Push the floor away until your arms are straight.',
    'Squeeze your glutes so your hips neither sag nor pike.',
  ],
  dip: [
    'Hold yourself up on the parallel bars with straight arms, shoulders down.',
    'Lean slightly forward and lower yourself until your upper arms are about parallel to the floor.',
    'Press back up until your arms are straight.',
    'Add weight with a belt once bodyweight reps come easily.',
  ],
  'bench-dip': [
    'Sit on the edge of a bench, hands beside your hips, and slide your hips off it with your legs out in front.',
    'Bend your elbows straight back to lower your hips toward the floor.',
    'Press back up until your arms are straight; bend your knees to make it easier.',
  ],
  'dumbbell-pullover': [
    'Lie across or along a bench holding one dumbbell with both hands above your chest.',
    'With slightly bent elbows, lower it back behind your head until you feel a stretch in the lats and chest.',
    'Pull it back over your chest in the same arc.',
  ],
  'landmine-press': [
    'Wedge one end of a barbell in a corner or landmine and hold the other end at your shoulder.',
    'Stand in a split stance and press the bar up and forward until your arm is straight.',
    'Lower it back to your shoulder under control; switch sides after the set.',
  ],

  // Shoulders
  'overhead-press': [
    'Stand with the bar on your front shoulders, hands just outside them, feet hip width apart.',
    'Squeeze your glutes and brace, then press the bar straight up, moving your head back out of its way.',
    'Finish with the bar over the middle of your feet and your head through your arms.',
    'Lower it back to your shoulders under control.',
  ],
  'dumbbell-shoulder-press': [
    'Sit on a bench with an upright back and hold the dumbbells at your shoulders, palms forward.',
    'Press them up until your arms are straight, bringing them slightly together.',
    'Lower them back to shoulder height.',
  ],
  'arnold-press': [
    'Sit upright holding the dumbbells in front of your shoulders, palms facing you.',
    'Press up while turning your palms to face forward, finishing with straight arms overhead.',
    'Turn them back as you lower to the start.',
  ],
  'push-press': [
    'Stand with the bar on your front shoulders as for an overhead press.',
    'Dip a few inches by bending your knees, keeping your torso upright.',
    'Drive up through your legs and use that push to press the bar overhead.',
    'Lower it back to your shoulders, bending your knees to soften the catch.',
  ],
  'machine-shoulder-press': [
    'Set the seat so the handles start at about shoulder height.',
    'Press the handles up until your arms are straight, keeping your back on the pad.',
    'Lower them slowly to the start.',
  ],
  'lateral-raise': [
    'Stand holding the dumbbells at your sides, a slight bend in the elbows.',
    'Raise them out to the sides until your arms are level with your shoulders.',
    'Lower them slowly; lead with the elbows and do not swing.',
  ],
  'cable-lateral-raise': [
    'Set a pulley low and stand side-on to it, holding the handle in the far hand.',
    'Raise your arm out to the side to shoulder height, elbow slightly bent.',
    'Lower it slowly against the cable; switch sides after the set.',
  ],
  'machine-lateral-raise': [
    'Set the seat so your shoulders line up with the machine’s pivots, arms against the pads.',
    'Raise your arms out to the sides until they are level with your shoulders.',
    'Lower them under control without letting the weight rest.',
  ],
  'front-raise': [
    'Stand holding the dumbbells in front of your thighs.',
    'Raise them in front of you with nearly straight arms to shoulder height.',
    'Lower them slowly, without leaning back.',
  ],
  'rear-delt-fly': [
    'Hinge forward at the hips with a flat back, dumbbells hanging below your chest.',
    'With soft elbows, raise them out to the sides until your arms are level with your body.',
    'Lower them slowly; keep your shoulders down, away from your ears.',
  ],
  'reverse-pec-deck': [
    'Sit facing the pad of the pec deck, handles set to the rear position at shoulder height.',
    'Pull the handles back and out in a wide arc until your arms are in line with your body.',
    'Return them slowly to the front.',
  ],
  'face-pull': [
    'Set a rope on a pulley at face height and hold the ends with your thumbs toward you.',
    'Step back until your arms are straight, then pull the rope toward your face, spreading the ends apart.',
    'Finish with your elbows high and your hands beside your ears, then let the rope back slowly.',
  ],
  'upright-row': [
    'Stand holding the bar in front of your thighs, hands about shoulder width.',
    'Pull it up along your body, leading with the elbows, to about chest height.',
    'Lower it slowly; stop lower if your shoulders pinch.',
  ],
  'barbell-shrug': [
    'Stand holding the bar in front of your thighs with straight arms.',
    'Lift your shoulders straight up toward your ears and hold for a moment.',
    'Lower them all the way down; do not roll your shoulders.',
  ],
  'dumbbell-shrug': [
    'Stand holding the dumbbells at your sides with straight arms.',
    'Lift your shoulders straight up toward your ears and pause.',
    'Lower them slowly all the way down.',
  ],
  'handstand-push-up': [
    'Kick up into a handstand facing a wall, hands a little wider than your shoulders.',
    'Lower yourself until your head lightly touches the floor or a mat.',
    'Press back up until your arms are straight, keeping your body tight.',
  ],
  'pike-push-up': [
    'Start in a push-up position and walk your feet in until your hips are high, body in an upside-down V.',
    'Bend your elbows to lower the top of your head toward the floor between your hands.',
    'Press back up until your arms are straight.',
  ],

  // Arms
  'triceps-pushdown': [
    'Stand facing a high pulley with a straight bar, elbows tucked at your sides.',
    'Push the bar down until your arms are straight.',
    'Let it rise until your forearms are just past level, keeping your elbows still.',
  ],
  'rope-pushdown': [
    'Stand facing a high pulley with a rope, elbows tucked at your sides.',
    'Push down until your arms are straight, spreading the rope ends apart at the bottom.',
    'Let the rope back up under control without moving your elbows.',
  ],
  'skull-crusher': [
    'Lie on a bench holding an EZ bar over your shoulders with straight arms.',
    'Bend only at the elbows to lower the bar toward your forehead or just behind your head.',
    'Straighten your arms to press it back up; keep your upper arms still.',
  ],
  'overhead-triceps-extension': [
    'Sit or stand holding one dumbbell overhead with both hands under the top plate.',
    'Bend your elbows to lower it behind your head, elbows pointing up.',
    'Straighten your arms to raise it again.',
  ],
  'cable-overhead-triceps-extension': [
    'Face away from a low pulley with a rope held behind your head, elbows pointing forward.',
    'Straighten your arms up and forward until they are fully extended.',
    'Let your hands come back behind your head slowly, keeping your elbows in place.',
  ],
  'triceps-kickback': [
    'Hinge forward with a flat back, a dumbbell in one hand, upper arm held alongside your body.',
    'Straighten your elbow to push the dumbbell back until your arm is straight.',
    'Lower it back to a right angle at the elbow without moving your upper arm.',
  ],
  'diamond-push-up': [
    'Start in a push-up position with your hands together under your chest, thumbs and forefingers touching.',
    'Lower your chest toward your hands, elbows close to your body.',
    'Push back up until your arms are straight.',
  ],
  'jm-press': [
    'Lie on a bench and hold the bar with a close grip over your shoulders.',
    'Bend your elbows and let the bar travel down toward your chin, elbows pointing toward your feet.',
    'Press it back up by straightening your arms.',
  ],
  'barbell-curl': [
    'Stand holding the bar with an underhand grip at shoulder width, arms straight.',
    'Curl it up toward your shoulders, keeping your elbows at your sides.',
    'Lower it slowly all the way down; do not swing your body.',
  ],
  'ez-bar-curl': [
    'Stand holding an EZ bar on its angled grips, arms straight.',
    'Curl it up toward your shoulders without moving your elbows forward.',
    'Lower it under control until your arms are straight.',
  ],
  'dumbbell-curl': [
    'Stand holding the dumbbells at your sides, palms facing forward.',
    'Curl them up toward your shoulders, keeping your elbows at your sides.',
    'Lower them slowly; you can curl both at once or one arm at a time.',
  ],
  'hammer-curl': [
    'Stand holding the dumbbells at your sides with your palms facing each other.',
    'Curl them up, keeping your palms facing in and your elbows still.',
    'Lower them slowly to the start.',
  ],
  'incline-dumbbell-curl': [
    'Lie back on a bench set to about 45 degrees, arms hanging straight with the dumbbells.',
    'Curl them up without letting your elbows come forward.',
    'Lower them all the way until your arms are straight again.',
  ],
  'preacher-curl': [
    'Sit at a preacher bench with the backs of your upper arms flat on the pad, holding an EZ bar.',
    'Curl the bar up until your forearms are nearly upright.',
    'Lower it slowly until your arms are almost straight.',
  ],
  'concentration-curl': [
    'Sit on a bench and brace the back of one upper arm against the inside of your thigh.',
    'Curl the dumbbell up toward your shoulder.',
    'Lower it slowly until your arm is straight; switch sides after the set.',
  ],
  'cable-curl': [
    'Stand facing a low pulley holding a straight bar or handle with an underhand grip.',
    'Curl it up toward your shoulders, elbows pinned at your sides.',
    'Lower it under control against the cable.',
  ],
  'machine-curl': [
    'Set the seat so your elbows line up with the machine’s pivot, upper arms on the pad.',
    'Curl the handles up toward your shoulders.',
    'Lower them slowly until your arms are nearly straight.',
  ],
  'reverse-curl': [
    'Stand holding the bar with an overhand grip at shoulder width.',
    'Curl it up toward your shoulders, keeping your wrists straight and elbows still.',
    'Lower it slowly to the start.',
  ],
  'wrist-curl': [
    'Sit with your forearms on your thighs or a bench, palms up, wrists just past the edge, holding the bar.',
    'Let the bar roll down toward your fingertips.',
    'Curl your wrists up as far as they go, then lower slowly.',
  ],
  'reverse-wrist-curl': [
    'Sit with your forearms on your thighs or a bench, palms down, wrists just past the edge, holding the bar.',
    'Lower the back of your hands toward the floor.',
    'Raise your knuckles as high as you can, then lower slowly.',
  ],
  'farmers-walk': [
    'Stand between two heavy dumbbells or farmer’s handles and pick them up with a flat back.',
    'Walk with short, quick steps, standing tall with your shoulders pulled back.',
    'Grip hard and keep the weights from touching your legs; set them down with a flat back.',
  ],
  'dead-hang': [
    'Grip a pull-up bar with your hands about shoulder width apart.',
    'Lift your feet and hang with straight arms, shoulders relaxed or gently pulled down.',
    'Breathe steadily and hold for the time you set.',
  ],

  // Hinges and back
  deadlift: [
    'Stand with the bar over the middle of your feet, feet about hip width apart.',
    'Bend down and grip it just outside your legs, then bring your shins to the bar and flatten your back.',
    'Push the floor away and stand up, keeping the bar against your legs.',
    'Lock out with your hips through, then lower the bar the same way down.',
  ],
  'sumo-deadlift': [
    'Stand with a wide stance, toes turned out, the bar over the middle of your feet.',
    'Grip the bar inside your knees with straight arms and your chest up.',
    'Push your knees out and the floor away to stand up, bar close to your body.',
    'Lower it under control by sitting back down between your legs.',
  ],
  'trap-bar-deadlift': [
    'Stand inside the trap bar with your feet hip width apart, centred between the handles.',
    'Squat down, grip the handles and set a flat back with your chest up.',
    'Drive through your legs to stand tall, then lower the bar back to the floor.',
  ],
  'dumbbell-deadlift': [
    'Stand with a dumbbell on each side of your feet.',
    'Bend at the hips and knees to grip them with a flat back.',
    'Stand up tall, keeping the dumbbells close to your legs, then lower them the same way.',
  ],
  'deficit-deadlift': [
    'Stand on a plate or low platform, one or two inches high, with the bar over the middle of your feet.',
    'Set up as for a deadlift: grip, shins to the bar, back flat.',
    'Pull from the lower start to standing, then lower the bar under control.',
  ],
  'rack-pull': [
    'Set the bar on the safety pins or blocks at about knee height.',
    'Grip it just outside your legs with a flat back and your shoulders over the bar.',
    'Drive your hips forward to stand tall, then lower the bar back to the pins.',
  ],
  'romanian-deadlift': [
    'Stand tall holding the bar in front of your thighs, knees soft.',
    'Push your hips back and let the bar slide down your legs until you feel a strong stretch in your hamstrings.',
    'Drive your hips forward to stand back up.',
    'Keep your back flat; the knees stay slightly bent and barely move.',
  ],
  'dumbbell-romanian-deadlift': [
    'Stand tall holding the dumbbells in front of your thighs, knees soft.',
    'Push your hips back and lower the dumbbells along your legs until your hamstrings stretch.',
    'Drive your hips forward to stand up, back flat throughout.',
  ],
  'stiff-leg-deadlift': [
    'Stand holding the bar in front of your thighs with your knees nearly straight.',
    'Hinge at the hips and lower the bar as far as your hamstrings allow with a flat back.',
    'Return to standing by driving your hips forward.',
  ],
  'single-leg-romanian-deadlift': [
    'Stand on one leg, a dumbbell in the opposite hand, standing knee slightly bent.',
    'Hinge forward as your free leg reaches back, until your body is near level with the floor.',
    'Return to standing, keeping your hips square to the floor; switch sides after the set.',
  ],
  'good-morning': [
    'Set the bar on your upper back as for a squat, feet hip width apart, knees soft.',
    'Push your hips back and lower your chest until your torso is nearly level with the floor.',
    'Drive your hips forward to come back up, back flat throughout.',
  ],
  'back-extension': [
    'Set the pad of the back extension bench just below your hips and lock your heels in.',
    'Lower your upper body toward the floor by bending at the hips.',
    'Raise it until your body is in a straight line; do not arch past it.',
  ],
  'reverse-hyperextension': [
    'Lie face down on the machine with your hips at the edge of the pad and hold the handles.',
    'Swing your legs up behind you until they are level with your body, squeezing your glutes.',
    'Lower them under control; do not let the weight swing you.',
  ],
  'pull-up': [
    'Hang from the bar with an overhand grip a little wider than your shoulders.',
    'Pull your shoulders down and back, then pull until your chin is over the bar.',
    'Lower yourself until your arms are straight again.',
    'Keep your legs still; no kicking.',
  ],
  'chin-up': [
    'Hang from the bar with an underhand grip about shoulder width apart.',
    'Pull until your chin is over the bar, leading with your chest.',
    'Lower yourself all the way until your arms are straight.',
  ],
  'weighted-pull-up': [
    'Hang the weight from a dip belt or hold a dumbbell between your feet.',
    'Hang from the bar with an overhand grip and pull until your chin is over it.',
    'Lower yourself under control until your arms are straight.',
  ],
  'assisted-pull-up': [
    'Set the assistance: more weight on the machine, or a thicker band, makes it easier.',
    'Kneel or stand on the pad and grip the bar a little wider than your shoulders.',
    'Pull until your chin is over the bar, then lower yourself all the way.',
  ],
  'lat-pulldown': [
    'Sit with your thighs under the pads and grip the bar a little wider than your shoulders.',
    'Lean back slightly and pull the bar to your upper chest, driving your elbows down.',
    'Let it back up until your arms are straight, without letting the stack rest.',
  ],
  'close-grip-lat-pulldown': [
    'Attach a close-grip handle and sit with your thighs under the pads.',
    'Pull the handle to your upper chest, keeping your elbows close to your body.',
    'Let it rise until your arms are straight and your lats stretch.',
  ],
  'straight-arm-pulldown': [
    'Stand facing a high pulley, holding a bar or rope with straight arms at eye level.',
    'Hinge slightly forward and pull the bar down to your thighs in an arc, arms straight.',
    'Let it back up slowly to eye level.',
  ],
  'barbell-row': [
    'Hinge forward with a flat back until your torso is about 45 degrees or lower, bar hanging at your knees.',
    'Pull the bar to your lower ribs, driving your elbows back.',
    'Lower it until your arms are straight, keeping your back still.',
  ],
  'pendlay-row': [
    'Set up with the bar on the floor and your back nearly level with it.',
    'Pull the bar explosively from the floor to your lower chest.',
    'Return it to the floor each rep and reset your back before the next.',
  ],
  'dumbbell-row': [
    'Put one knee and hand on a bench, back flat, the dumbbell hanging in your other hand.',
    'Pull the dumbbell toward your hip, elbow close to your body.',
    'Lower it until your arm is straight; switch sides after the set.',
  ],
  'seated-cable-row': [
    'Sit at the cable row with your feet on the platform, knees slightly bent, holding the handle.',
    'Sit tall and pull the handle to your stomach, squeezing your shoulder blades together.',
    'Let your arms straighten forward without rounding your back.',
  ],
  't-bar-row': [
    'Straddle the bar with one end anchored and grip the handle near the plates.',
    'Hinge forward with a flat back and pull the plates toward your chest.',
    'Lower them under control until your arms are straight.',
  ],
  'chest-supported-row': [
    'Lie face down on a bench set to about 30 degrees, dumbbells hanging below you.',
    'Pull them up toward your hips, squeezing your shoulder blades together.',
    'Lower them until your arms are straight; keep your chest on the pad.',
  ],
  'machine-row': [
    'Set the seat so the handles are at about chest height and your chest rests on the pad.',
    'Pull the handles back until your elbows are behind your body.',
    'Let them forward slowly until your arms are straight.',
  ],
  'inverted-row': [
    'Set a bar at about hip height in a rack and lie under it, gripping it with straight arms.',
    'Keep your body straight from heels to head and pull your chest to the bar.',
    'Lower yourself until your arms are straight; bend your knees to make it easier.',
  ],
  'kettlebell-swing': [
    'Stand with your feet a little wider than your hips, the kettlebell a step in front of you.',
    'Hike it back between your legs with a flat back, then snap your hips forward to swing it up to chest height.',
    'Let it fall back between your legs and go straight into the next swing.',
    'The power comes from your hips, not your arms.',
  ],
  'power-clean': [
    'Set up as for a deadlift with a grip just outside your legs.',
    'Lift the bar to mid-thigh, then jump and shrug hard to pull it up.',
    'Drop under it and catch it on your front shoulders in a partial squat, elbows high.',
    'Stand up to finish, then lower the bar to the floor.',
  ],
  'hang-clean': [
    'Stand holding the bar at mid-thigh with a grip just outside your legs.',
    'Dip slightly, then extend your hips and shrug to drive the bar up.',
    'Catch it on your front shoulders with high elbows and stand up.',
  ],
  'clean-and-jerk': [
    'Clean the bar from the floor to your front shoulders and stand up.',
    'Dip and drive with your legs to send the bar overhead.',
    'Split or push your feet under it and catch it on locked arms.',
    'Bring your feet back together before lowering the bar.',
  ],
  snatch: [
    'Set up with a wide grip on the bar, back flat, shoulders slightly over the bar.',
    'Lift it past your knees, then extend explosively and pull yourself under it.',
    'Catch it overhead on locked arms in a squat, then stand up.',
  ],

  // Legs
  squat: [
    'Set the bar across your upper back and step out of the rack, feet shoulder width, toes slightly out.',
    'Brace and sit down between your heels until your hips are below your knees.',
    'Drive back up, pushing your knees out over your toes.',
    'Keep your chest up and your whole foot on the floor.',
  ],
  'front-squat': [
    'Rest the bar on your front shoulders, fingers under it and elbows high.',
    'Squat down with an upright torso until your hips are below your knees.',
    'Drive up, keeping your elbows high so the bar does not roll forward.',
  ],
  'goblet-squat': [
    'Hold a dumbbell or kettlebell vertically against your chest.',
    'Squat down between your heels, elbows inside your knees, chest up.',
    'Stand back up by pushing the floor away.',
  ],
  'box-squat': [
    'Set a box behind you so that sitting on it puts your hips at or just below knee height.',
    'With the bar on your back, sit back onto the box and pause without relaxing.',
    'Drive up from the box to standing.',
  ],
  'pause-squat': [
    'Squat as usual with the bar on your upper back.',
    'Hold the bottom position for two or three seconds, staying tight.',
    'Drive up from the pause without bouncing.',
  ],
  'safety-bar-squat': [
    'Set the safety squat bar on your upper back and hold its handles in front of you.',
    'Squat down with your chest up until your hips are below your knees.',
    'Drive up, keeping the handles down so the bar stays level.',
  ],
  'overhead-squat': [
    'Hold the bar overhead with a wide grip and locked arms.',
    'Squat down keeping the bar over the middle of your feet.',
    'Stand up with your arms locked; start with an empty bar or a stick.',
  ],
  'zercher-squat': [
    'Hold the bar in the crook of your elbows, hands together in front of you.',
    'Squat down with an upright torso.',
    'Stand back up, keeping your upper back tight and the bar close.',
  ],
  'smith-machine-squat': [
    'Set the bar on your upper back and step your feet slightly in front of it.',
    'Unhook the bar and squat down until your thighs are about level with the floor.',
    'Drive up, then hook the bar back on a notch to finish.',
  ],
  'hack-squat': [
    'Stand on the platform with your back against the pad and your shoulders under the pads.',
    'Release the handles and lower yourself until your thighs are at least level with the platform.',
    'Press back up without locking your knees hard.',
  ],
  'belt-squat': [
    'Attach the belt around your hips and stand on the platform.',
    'Squat down with an upright torso until your hips are below your knees.',
    'Drive up through your whole foot.',
  ],
  'leg-press': [
    'Sit in the machine with your feet hip width apart in the middle of the platform.',
    'Release the safeties and lower the platform until your knees are near your chest.',
    'Press it back up without locking your knees; keep your lower back on the pad.',
  ],
  'bulgarian-split-squat': [
    'Stand in front of a bench with the top of one foot resting on it behind you.',
    'Lower straight down until your front thigh is about level with the floor.',
    'Drive up through your front foot; switch legs after the set.',
  ],
  'split-squat': [
    'Stand in a long split stance, both feet flat, holding the dumbbells at your sides.',
    'Lower your back knee toward the floor until your front thigh is about level.',
    'Drive up through your front foot; switch legs after the set.',
  ],
  lunge: [
    'Stand tall holding the dumbbells at your sides.',
    'Step forward and lower until both knees are bent at about right angles.',
    'Push off your front foot to step back to the start; alternate legs.',
  ],
  'walking-lunge': [
    'Stand holding the dumbbells at your sides with room to walk ahead.',
    'Step forward and lower until your back knee nearly touches the floor.',
    'Drive up and bring the back leg through into the next step.',
  ],
  'reverse-lunge': [
    'Stand tall holding the dumbbells at your sides.',
    'Step one foot back and lower until your back knee nearly touches the floor.',
    'Push through your front foot to return to standing; alternate legs.',
  ],
  'step-up': [
    'Stand facing a box or bench about knee height, dumbbells at your sides.',
    'Place one foot fully on the box and drive through it to stand up on top.',
    'Step down under control with the other foot; switch legs after the set.',
  ],
  'pistol-squat': [
    'Stand on one leg with the other held straight out in front of you.',
    'Squat down on the standing leg as low as you can control, arms forward for balance.',
    'Stand back up; hold a post or sit to a box to make it easier.',
  ],
  'bodyweight-squat': [
    'Stand with your feet shoulder width apart, arms forward or hands together.',
    'Sit down between your heels until your hips are at or below your knees.',
    'Stand back up, keeping your chest up and heels down.',
  ],
  'leg-extension': [
    'Sit with the pad on your lower shins and your knees in line with the machine’s pivot.',
    'Straighten your legs until they are fully extended and squeeze your quads.',
    'Lower the weight slowly.',
  ],
  'lying-leg-curl': [
    'Lie face down with the pad just above your heels and your knees just off the bench.',
    'Curl your heels toward your glutes, keeping your hips on the pad.',
    'Lower them slowly until your legs are straight.',
  ],
  'seated-leg-curl': [
    'Sit with the pad under your lower calves and the thigh pad locked down on your legs.',
    'Curl your heels down and back under the seat.',
    'Let them return slowly until your legs are straight.',
  ],
  'nordic-hamstring-curl': [
    'Kneel on a pad with your heels anchored under a bar or held by a partner.',
    'Keeping your body straight from knees to head, lower yourself forward as slowly as you can.',
    'Catch yourself with your hands and push back up; pull with your hamstrings as you get stronger.',
  ],
  'glute-ham-raise': [
    'Set up on the glute-ham bench with your knees just behind the pad and your feet locked in.',
    'Lower your body forward until it is level with the floor.',
    'Curl yourself back up with your hamstrings until your body is upright.',
  ],
  'hip-thrust': [
    'Sit with your upper back against a bench and a padded bar over your hips.',
    'Plant your feet so your shins are vertical at the top.',
    'Drive your hips up until your body is flat from shoulders to knees, squeezing your glutes.',
    'Lower your hips under control; keep your chin tucked.',
  ],
  'glute-bridge': [
    'Lie on your back with your knees bent and feet flat near your hips.',
    'Drive your hips up until your body is straight from shoulders to knees.',
    'Squeeze your glutes at the top, then lower slowly.',
  ],
  'cable-pull-through': [
    'Face away from a low pulley with a rope between your legs, holding it with both hands.',
    'Push your hips back, letting the rope pull your hands through your legs.',
    'Drive your hips forward to stand tall, squeezing your glutes.',
  ],
  'glute-kickback': [
    'Attach an ankle strap to a low pulley and stand facing it, holding the frame.',
    'Kick the strapped leg straight back, squeezing your glute, without arching your back.',
    'Return it slowly; switch legs after the set.',
  ],
  'hip-abduction': [
    'Sit in the machine with the pads against the outside of your knees.',
    'Push your knees apart as far as you can.',
    'Let them come back together slowly.',
  ],
  'hip-adduction': [
    'Sit in the machine with the pads against the inside of your knees.',
    'Squeeze your legs together until the pads meet.',
    'Let them open slowly until you feel a stretch.',
  ],
  'copenhagen-plank': [
    'Lie on your side and rest the inside of your top leg on a bench, on the knee or the foot.',
    'Lift your hips until your body is straight, supported on your forearm and that leg.',
    'Hold the position, then switch sides; resting on the knee is easier.',
  ],
  'lateral-band-walk': [
    'Put a band around your legs above the knees or at the ankles and stand in a quarter squat.',
    'Step sideways, keeping tension on the band and your feet pointing forward.',
    'Take the steps you set in one direction, then come back the other way.',
  ],
  'standing-calf-raise': [
    'Stand on the edge of the platform with the balls of your feet, shoulders under the pads.',
    'Let your heels drop as low as they go for a full stretch.',
    'Rise up onto your toes as high as you can and pause before lowering.',
  ],
  'seated-calf-raise': [
    'Sit with the balls of your feet on the platform and the pad across your lower thighs.',
    'Lower your heels as far as they go.',
    'Push up onto your toes as high as you can, pause, then lower slowly.',
  ],
  'leg-press-calf-raise': [
    'Sit in the leg press with your legs straight and the balls of your feet on the bottom edge of the platform.',
    'Let the platform push your toes back toward you.',
    'Press it away with your toes as far as you can; keep your knees still.',
  ],
  'single-leg-calf-raise': [
    'Stand on one foot on the edge of a step, a dumbbell in the same hand, holding on with the other.',
    'Lower your heel as far as it goes.',
    'Rise up onto your toes as high as you can; switch legs after the set.',
  ],
  'sled-push': [
    'Load the sled and hold its handles with your arms bent or straight.',
    'Lean into it with your body at an angle and drive forward with short, powerful steps.',
    'Keep pushing for the distance you set without stopping.',
  ],
  'box-jump': [
    'Stand a short step in front of a sturdy box.',
    'Swing your arms and jump up, landing softly on the box with your whole foot.',
    'Stand up tall on top, then step down; do not jump down.',
  ],

  // Core
  plank: [
    'Rest on your forearms and toes with your elbows under your shoulders.',
    'Make a straight line from head to heels by squeezing your glutes and bracing your stomach.',
    'Hold it for the time you set, breathing steadily; stop when your hips sag.',
  ],
  'side-plank': [
    'Lie on your side with your elbow under your shoulder and your feet stacked.',
    'Lift your hips until your body is straight from head to feet.',
    'Hold for the time you set, then switch sides.',
  ],
  crunch: [
    'Lie on your back with your knees bent and your hands beside your head or across your chest.',
    'Curl your shoulders off the floor by shortening your stomach, not by pulling on your neck.',
    'Lower slowly back down.',
  ],
  'cable-crunch': [
    'Kneel facing a high pulley, holding a rope beside your head.',
    'Curl your chest toward your knees, rounding your back, with your hips staying still.',
    'Come back up slowly against the cable.',
  ],
  'machine-crunch': [
    'Set the seat and hold the handles or put your arms on the pads.',
    'Curl your chest toward your knees by tightening your stomach.',
    'Return slowly without letting the weight rest.',
  ],
  'sit-up': [
    'Lie on your back with your knees bent and your feet flat, anchored if you need.',
    'Curl up until your chest is near your thighs.',
    'Lower yourself back down under control.',
  ],
  'hanging-leg-raise': [
    'Hang from a pull-up bar with straight arms.',
    'Raise your legs, straight or with bent knees, until they are at least level with your hips.',
    'Lower them slowly without swinging.',
  ],
  'captains-chair-knee-raise': [
    'Stand in the captain’s chair with your forearms on the pads and your back against the backrest.',
    'Lift your feet and bring your knees up toward your chest, curling your hips slightly.',
    'Lower your legs slowly without swinging.',
  ],
  'toes-to-bar': [
    'Hang from a pull-up bar with your hands about shoulder width apart.',
    'Pull your legs up and touch the bar with your toes, pressing down on the bar with straight arms.',
    'Lower your legs under control.',
  ],
  'lying-leg-raise': [
    'Lie on your back with your legs straight and your hands by your hips or under your lower back.',
    'Raise your legs until they point at the ceiling.',
    'Lower them slowly, keeping your lower back pressed to the floor.',
  ],
  'ab-wheel-rollout': [
    'Kneel holding the ab wheel on the floor below your shoulders.',
    'Roll it forward as far as you can without your lower back sagging.',
    'Pull it back to the start by tightening your stomach.',
  ],
  'russian-twist': [
    'Sit with your knees bent and lean back slightly, holding a weight at your chest.',
    'Turn your torso to one side, then the other, moving the weight beside your hips.',
    'Lift your feet off the floor to make it harder.',
  ],
  'cable-woodchopper': [
    'Set a pulley high and stand side-on to it, holding the handle with both hands.',
    'Pull it diagonally down and across your body to the opposite hip, turning from your torso.',
    'Return it slowly; switch sides after the set.',
  ],
  'pallof-press': [
    'Stand side-on to a pulley at chest height, holding the handle at your chest with both hands.',
    'Press it straight out in front of you and hold it there, not letting the cable turn you.',
    'Bring it back to your chest; switch sides after the set.',
  ],
  'dead-bug': [
    'Lie on your back with your arms pointing up and your knees bent above your hips.',
    'Lower one arm behind you and the opposite leg toward the floor, keeping your lower back down.',
    'Bring them back and repeat on the other side.',
  ],
  'bicycle-crunch': [
    'Lie on your back with your hands beside your head and your legs raised.',
    'Bring one elbow toward the opposite knee as the other leg straightens.',
    'Switch sides in a steady pedalling motion.',
  ],
  'side-bend': [
    'Stand holding a dumbbell in one hand at your side.',
    'Bend sideways toward the dumbbell, then pull yourself back upright with the other side of your waist.',
    'Switch sides after the set.',
  ],
  'suitcase-carry': [
    'Pick up a heavy dumbbell or kettlebell in one hand as if it were a suitcase.',
    'Walk tall without leaning toward the weight, shoulders level.',
    'Cover the distance you set, then switch hands.',
  ],

  // Whole body
  thruster: [
    'Hold the bar on your front shoulders as for a front squat.',
    'Squat down until your hips are below your knees.',
    'Drive up and use that push to press the bar overhead in one movement.',
    'Lower it to your shoulders as you go into the next squat.',
  ],
  burpee: [
    'From standing, squat down and place your hands on the floor.',
    'Jump your feet back into a plank and lower your chest to the floor.',
    'Push up, jump your feet back to your hands and jump up with your arms overhead.',
  ],
  'muscle-up': [
    'Hang from a bar with a false grip, wrists over the bar.',
    'Pull explosively, bringing the bar toward your lower chest.',
    'Turn your chest over the bar and press up to straight arms.',
    'Lower yourself back to a hang under control.',
  ],
  'turkish-get-up': [
    'Lie on your back holding a kettlebell straight up in one hand, that knee bent.',
    'Roll onto the opposite elbow, then hand, and lift your hips.',
    'Sweep your straight leg under you to a kneel, then stand up, arm locked overhead.',
    'Reverse the steps to lie back down; keep your eyes on the weight.',
  ],

  // Added with exercise types (docs/product/exercise-types.md)
  'assisted-dip': [
    'Set the assistance: more weight on the machine, or a thicker band, makes it easier.',
    'Kneel or stand on the pad and grip the bars with straight arms.',
    'Lower yourself until your upper arms are about level with the bars.',
    'Press back up to straight arms without shrugging.',
  ],
  'wall-sit': [
    'Lean your back flat against a wall and walk your feet out about two feet.',
    'Slide down until your knees are bent to about 90 degrees, knees over your ankles.',
    'Hold for the time you set, pressing your back into the wall.',
  ],
  running: [
    'Start with a few minutes of easy running to warm up.',
    'Run tall with relaxed shoulders, landing under your body with short, quick steps.',
    'Keep a pace you can hold for the distance, breathing steadily.',
    'Log the distance and the time when you finish.',
  ],
  walking: [
    'Walk tall with your shoulders relaxed and your arms swinging naturally.',
    'Roll from heel to toe and keep a brisk, steady pace.',
    'On a treadmill, an incline makes it harder without running.',
  ],
  cycling: [
    'Set the saddle so your knee is only slightly bent at the bottom of the stroke.',
    'Pedal in smooth circles, pushing down and pulling through.',
    'Choose a resistance you can hold at a steady cadence, then log distance and time.',
  ],
  rowing: [
    'Strap your feet in and hold the handle with straight arms, shins vertical.',
    'Drive with your legs first, then lean back slightly and pull the handle to your lower ribs.',
    'Return in the reverse order: arms, body, then bend the knees.',
    'Keep the pace even and log the distance and the time.',
  ],
  elliptical: [
    'Step onto the pedals and hold the handles lightly.',
    'Push and pull in a smooth stride, keeping your weight through your heels.',
    'Set a resistance you can keep steady, then log distance and time.',
  ],
  'stair-climber': [
    'Stand tall on the steps and hold the rails only lightly for balance.',
    'Climb with your whole foot on each step, driving through your heels.',
    'Keep a speed you can hold for the time you set.',
  ],
  swimming: [
    'Warm up with a few easy lengths.',
    'Keep your body long and flat, breathing to the side every few strokes.',
    'Swim at a pace you can hold, then log the distance and the time.',
  ],
  'jump-rope': [
    'Hold the handles at your hips with the rope behind your heels.',
    'Turn the rope with your wrists and hop just high enough to clear it.',
    'Land softly on the balls of your feet and keep a steady rhythm for the time you set.',
  ],
}
