/**
 * The enhanced recipe demo's four samples (/enhanced-recipe-demo, platform.md §2 "enhanced recipe
 * demo (4 tabs: algorithm, optimization, dataStructure, htmlDemo)"): technical recipes with code
 * blocks, and one whose text carries raw HTML and a script, which the presenter must show as text.
 * Sample data in English; the tab labels and explanations are translated.
 */

export const ENHANCED_SAMPLE_IDS = ['algorithm', 'optimization', 'dataStructure', 'htmlDemo'] as const;
export type EnhancedSampleId = (typeof ENHANCED_SAMPLE_IDS)[number];

const FENCE = '```';

const ALGORITHM = `# Recipe Title: Binary Search on a Sorted List

## Goal
Find an item in a sorted list of a million entries in about twenty comparisons instead of a million.

## Principles
- The list must be sorted by the same key you search on.
- Each comparison halves the range that can still hold the answer.
- Keep the range half-open, [low, high), so the loop ends without off-by-one guesses.

## Operations
- **Compare:** look at the middle item of the current range.
- **Discard:** drop the half that cannot contain the target.
- **Stop:** when the range is empty, the target is absent.

## Steps
1. Set low to 0 and high to the list's length.
2. While low is below high, take the middle index and compare its item with the target.
3. Move low past the middle when the item is smaller, otherwise move high to the middle.
4. After the loop, check whether the item at low is the target.

## Examples
${FENCE}ts
export function binarySearch(items: readonly number[], target: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1; // no overflow, unlike (low + high) / 2 in fixed-width integers
    if (items[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return items[low] === target ? low : -1;
}
${FENCE}
- binarySearch([2, 3, 5, 7, 11, 13], 7) returns 3.
- binarySearch([2, 3, 5, 7, 11, 13], 8) returns -1 after three comparisons.
`;

const OPTIMIZATION = `# Recipe Title: Speed Up a Slow Database Query

## Goal
Bring the orders page's query from two seconds down to under fifty milliseconds without changing what it returns.

## Principles
- Measure before changing anything; measure again after every change.
- Fix the query plan, not the symptoms: caching a slow query hides it.
- One change at a time, so you know which one helped.

## Operations
- **Explain:** read the plan to see scans, sorts and row estimates.
- **Index:** add an index that matches the filter and the sort together.
- **Trim:** select only the columns the page shows.

## Steps
1. Capture the slow query and its parameters from the log.
2. Run it with EXPLAIN ANALYZE and note the slowest node.
3. Add a composite index on the filtered column followed by the sorted one.
4. Replace SELECT * with the page's columns and add a LIMIT.
5. Run EXPLAIN ANALYZE again and compare the timings.

## Examples
${FENCE}sql
-- Before: a sequential scan and a sort of every order of the customer
SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC;

-- After: the index gives rows already in order; the page needs 20 of them
CREATE INDEX orders_customer_created ON orders (customer_id, created_at DESC);
SELECT id, total_cents, status, created_at
FROM orders
WHERE customer_id = $1
ORDER BY created_at DESC
LIMIT 20;
${FENCE}

## Results
- Planning and execution under 50 ms on the production data set.
- The same rows in the same order as before.
`;

const DATA_STRUCTURE = `# Recipe Title: Build a Least-Recently-Used Cache

## Goal
Keep the most recently used entries in memory with constant-time reads and writes and a fixed capacity.

## Principles
- A hash map finds entries; an order of use decides which one to evict.
- Every read is also a use: it moves the entry to the most recent end.
- The capacity is a hard limit, checked on every write.

## Operations
- **Get:** find the entry, move it to the newest position, return its value.
- **Set:** insert or replace, move it to the newest position, evict the oldest when over capacity.
- **Evict:** remove the entry that was used longest ago.

## Steps
1. Use a Map, which keeps keys in insertion order.
2. On get, delete the key and set it again so it becomes the newest.
3. On set, do the same, then remove the first key while the size exceeds the capacity.
4. Test with a capacity of two: set a, set b, get a, set c, and b is gone.

## Examples
${FENCE}ts
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value); // now the most recently used
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
${FENCE}
`;

/**
 * Raw HTML and a script inside a recipe, as a model (or a pasted recipe) might write them: the
 * presenter must show every tag as text and run nothing.
 */
const HTML_DEMO = `# Recipe Title: Embed a Newsletter Sign-up Form <em>safely</em>

## Goal
Show how a recipe that contains <b>raw HTML</b> and a <script>alert("injected")</script> tag is displayed: as text, with nothing executed.

## Principles
- Text from a model or a user is data, never markup.
- <img src="x" onerror="alert('image')"> must appear as characters, not as a broken image.
- A link written as <a href="javascript:alert('link')">click me</a> stays plain text.

## Steps
1. Paste the provider's form snippet: <form action="https://example.com/subscribe"><input name="email"></form>
2. Wrap it in <div style="position:fixed;inset:0">an overlay</div> and see that nothing covers the page.
3. Add <script src="https://example.com/tracker.js"></script> and see that no script is loaded.

## Examples
${FENCE}html
<form action="https://example.com/subscribe" method="post">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required>
  <button type="submit">Subscribe</button>
</form>
<script>document.body.innerHTML = "replaced";</script>
${FENCE}
`;

export const ENHANCED_SAMPLES: Record<EnhancedSampleId, string> = {
  algorithm: ALGORITHM,
  optimization: OPTIMIZATION,
  dataStructure: DATA_STRUCTURE,
  htmlDemo: HTML_DEMO,
};
