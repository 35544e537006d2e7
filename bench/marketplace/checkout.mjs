// Checkout to owned with the local test provider, as a buyer's browser goes through it:
// POST /api/marketplace/listings/:id/checkout answers the provider's page (/marketplace/checkout/
// test/:checkoutId); 'Pay with test card' is POST /api/payments/local/checkouts/:id/pay, which
// sends the provider's signed webhook to the app by HTTP; the success page then polls
// GET /api/payments/checkouts/:id until it says `owned`. Timed from the checkout request to the
// first answer showing ownership; each run buys a different listing (one can own a listing once).

const POLL_MS = 5;
const GIVE_UP_MS = 10_000;
const WARMUP = 3;

export async function checkoutToOwned(http, { listingIds, cookie, runs, stats, cpuDelta, NotBuilt }) {
  const buyOnce = async (listingId) => {
    const start = performance.now();
    const checkout = await http.request('POST', `/api/marketplace/listings/${listingId}/checkout`, {
      cookie,
      body: {},
    });
    if (checkout.status !== 201 && checkout.status !== 200)
      throw new Error(`checkout: ${checkout.status} ${checkout.text.slice(0, 300)}`);
    const checkoutId = /\/marketplace\/checkout\/test\/([^/?#]+)/.exec(checkout.json.url)?.[1];
    if (!checkoutId) throw new Error(`checkout: not the local provider's page: ${checkout.json.url}`);
    const id = decodeURIComponent(checkoutId);
    const paid = await http.request('POST', `/api/payments/local/checkouts/${encodeURIComponent(id)}/pay`, {
      cookie,
    });
    if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.text.slice(0, 300)}`);
    let polls = 0;
    for (;;) {
      polls++;
      const view = await http.request('GET', `/api/payments/checkouts/${encodeURIComponent(id)}`, { cookie });
      if (view.status !== 200) throw new Error(`checkout view: ${view.status} ${view.text.slice(0, 300)}`);
      if (view.json.owned) return { ms: performance.now() - start, polls };
      if (performance.now() - start > GIVE_UP_MS)
        throw new Error(`not owned after ${GIVE_UP_MS} ms (${view.json.status})`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  try {
    if (listingIds.length < runs + WARMUP) throw new Error(`only ${listingIds.length} listings to buy`);
    for (let i = 0; i < WARMUP; i++) await buyOnce(listingIds[i]);
    const times = [];
    const polls = [];
    const cpuBefore = await http.cpu();
    for (let i = WARMUP; i < WARMUP + runs; i++) {
      const run = await buyOnce(listingIds[i]);
      times.push(run.ms);
      polls.push(run.polls);
    }
    const cpuMs = Math.round((cpuDelta(cpuBefore, await http.cpu()) / runs) * 100) / 100;
    return { ...stats(times), cpuMs, pollsMax: Math.max(...polls), pollEveryMs: POLL_MS };
  } catch (error) {
    if (error instanceof NotBuilt) return { skipped: 'endpoint not built' };
    return { failed: String(error.message ?? error).slice(0, 400) };
  }
}
