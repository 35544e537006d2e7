/**
 * The novel recipe demo's three samples (/novel-recipe-demo, platform.md §2 "novel recipe demo (3
 * samples)"): recipes told as short stories, a prologue and an epilogue around the usual sections,
 * so the presenter's reading styles can be seen on prose rather than on terse lists. Sample data in
 * English; the page's own labels are translated.
 */

export const NOVEL_SAMPLE_IDS = ['sourdough', 'trail', 'letter'] as const;
export type NovelSampleId = (typeof NOVEL_SAMPLE_IDS)[number];

const SOURDOUGH = `# Recipe Title: Sourdough at Dawn

## Prologue
The kitchen is still dark when the starter, fed the night before, has doubled and smells faintly of green apples. This is the hour the bread asks for, and the baker answers.

## Goal
Bake one honest loaf with a crackling crust and an open, glossy crumb, and learn to read the dough rather than the clock.

## Principles
- The dough sets the pace; the clock only suggests it.
- Wet hands, light touch: the dough remembers every rough fold.
- Heat and steam in the first twenty minutes decide the crust.

## Steps
1. At nine in the evening, feed the starter one part flour and one part water, and leave it covered on the counter.
2. At six in the morning, mix 500 g flour with 350 g water and let them rest together for half an hour.
3. Add 100 g of the bubbling starter and 10 g of salt, squeezing them through the dough until it feels whole.
4. Every half hour for two hours, lift one side of the dough and fold it over, turning the bowl a quarter each time.
5. When the dough has grown by half and trembles when the bowl is nudged, shape it into a tight round and lay it seam up in a floured basket.
6. Bake in a covered pot at 250 °C for twenty minutes, then uncovered at 230 °C until the crust is the colour of dark honey.

## Notes
- If the kitchen is cold, the folds take longer; wait for the tremble, not the hour.
- Let the loaf cool for an hour. The crumb is still setting, and cutting early makes it gummy.

## Epilogue
By the time the house wakes, the loaf sits on the rack, singing softly as its crust cools and cracks.
`;

const TRAIL = `# Recipe Title: The Long Walk

## Prologue
The map on the table shows a thin red line across three valleys. It looks short on paper. It never is, and that is the point of walking it.

## Goal
Walk a three-day trail with a light pack, sleep warm, and come home wanting to go again.

## Principles
- Every gram is carried up every hill: pack what you will use, not what you might.
- Water and daylight set the day's length, not ambition.
- Tell someone the route and the day you will be back.

## Operations
- **Layer:** a base layer that dries fast, a warm mid layer, a shell against wind and rain.
- **Refill:** mark every spring and stream on the map before leaving.
- **Rest:** ten minutes in every hour, boots off at lunch.

## Steps
1. A week before, walk a long day with the loaded pack to find what rubs.
2. The evening before, lay out everything on the floor and remove one thing from every pile.
3. Leave at first light, so the hardest climb is behind you before the afternoon heat.
4. Make camp an hour before sunset, with time to fetch water and eat while it is still warm.
5. On the last morning, leave the campsite as though nobody had slept there.

## Notes
- Blisters start as hot spots: stop and tape them at the first warmth, not the first pain.
- Weather in the hills changes faster than forecasts; turn back early rather than late.

## Epilogue
On the train home, the boots are muddy, the legs are heavy, and the thin red line already feels too short.
`;

const LETTER = `# Recipe Title: A Letter Worth Keeping

## Prologue
In a drawer somewhere there is a letter someone kept for thirty years. It is not long and it is not clever. It simply says, plainly, what mattered.

## Goal
Write a handwritten letter of one page that the reader will want to keep.

## Principles
- Write to one person, about one moment you shared.
- Specific beats grand: the colour of the coat, not "a wonderful day".
- End with the future, so the letter opens a door rather than closing one.

## Steps
1. Before writing, list three small details you remember about the moment.
2. Open with the moment itself, not with an apology for not writing sooner.
3. Tell what that moment changed for you, in two or three sentences.
4. Say thank you once, clearly, and mean it.
5. Close with something you would like to do together next.
6. Read it aloud once; cross out every sentence you would not say to their face.

## Notes
- Use a pen you like and paper that does not show through.
- Post it the same day, before you talk yourself out of it.

## Epilogue
Weeks later a reply arrives, on paper that does show through, and it is the best thing in the post all year.
`;

export const NOVEL_SAMPLES: Record<NovelSampleId, string> = {
  sourdough: SOURDOUGH,
  trail: TRAIL,
  letter: LETTER,
};
