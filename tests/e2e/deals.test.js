// New deals in the browser app, end to end in Debian's chromium (playwright-core): with "Solvable
// deals only" on by default, fresh visitors (storage cleared, no link) all get a deal the worker's
// background search proves solvable (the solver's optimum in the automation state), named by its
// link; visitors whose last setup was Fujisan's pure-random (one deal in six unsolvable) too. A
// link to a known unsolvable seed is dealt as it is, and the notice "This deal cannot be solved"
// appears with its "New deal" button, which deals a solvable one of the same setup. Screenshots:
// tests/e2e/screenshots/deals-*.png.
//
// Usage: node tests/e2e/deals.test.js [DIST_DIR]   (default: build/web/dist)
// Needs PUZZLELAB_NODE_MODULES (from ~/.cache/puzzlelab/env.sh) to find playwright-core.
'use strict';

const harness = require('./harness');

function summary(s) {
  return { ready: s.ready, challenge: s.challenge, notices: s.notices, link: s.link, deal_check: s.deal_check,
           solver: s.solver && { busy: s.solver.busy, optimum: s.solver.optimum, start_unsolvable: s.solver.start_unsolvable } };
}

const { log, check, state, waitFor, click, shot, run } = harness('e2e deals', { summary, clickSettle: 80 });

// Fujisan pure-random seeds whose boards cannot be solved (the engine's solver proves it; the
// unit tests find such seeds the same way): 0 is the first.
const UNSOLVABLE_SEED = '0';

// The optimum search has answered: a length, or a proof that the start cannot be solved.
const decided = (st) => st.ready && st.solver && (st.solver.optimum !== null || st.solver.start_unsolvable);

// A visitor with nothing stored (or the given document) and no link: the page on a cleared origin.
async function visit(context, base, stored) {
  const page = await context.newPage();
  await page.goto(`${base}favicon.svg`);  // the same origin, without the app
  await page.evaluate((doc) => {
    localStorage.clear();
    if (doc) localStorage.setItem('puzzlelab.state', doc);
  }, stored ? JSON.stringify(stored) : null);
  await page.goto(base);
  return page;
}

run(async ({ context, page, base, watch, problems }) => {
  await page.close();

  log('six fresh visitors: each first deal is a dominoes Fujisan the solver proves solvable');
  const seen = new Set();
  for (let visitor = 1; visitor <= 6; ++visitor) {
    const p = await visit(context, base, null);
    watch(p);
    const s = await waitFor(p, `visitor ${visitor}'s deal and its optimum`, decided);
    check(s.challenge.game === 'fujisan' && s.challenge.setup === 'dominoes', `visitor ${visitor}: ${JSON.stringify(s.challenge)}`);
    check(s.solver.optimum !== null && !s.solver.start_unsolvable, `visitor ${visitor} got an unsolvable deal: ${s.link}`);
    check(s.deal_check && s.deal_check.status === 'solved', `visitor ${visitor}: the deal was not checked: ${JSON.stringify(s.deal_check)}`);
    check(new RegExp(`/seed/dominoes/standard/${s.challenge.seed}$`).test(s.link), `the link does not name the seed dealt: ${s.link}`);
    seen.add(String(s.challenge.seed));
    if (visitor === 1) await shot(p, 'deals-01-fresh-visitor.png', { mouseAway: true });
    await p.close();
  }
  check(seen.size === 6, `six visitors got only ${seen.size} different seeds`);

  log('six visitors whose last setup was pure-random: solvable deals, some moved past unsolvable seeds');
  let movedOn = 0;
  for (let visitor = 1; visitor <= 6; ++visitor) {
    const stored = { format: 'puzzlelab-state', version: 2,
                     settings: { game: 'fujisan', setup: 'pure-random', params: { variant: 'standard' } } };
    const p = await visit(context, base, stored);
    watch(p);
    const s = await waitFor(p, `pure-random visitor ${visitor}'s deal`, decided);
    check(s.challenge.setup === 'pure-random', `visitor ${visitor}: ${JSON.stringify(s.challenge)}`);
    check(s.solver.optimum !== null && !s.solver.start_unsolvable, `pure-random visitor ${visitor} got an unsolvable deal: ${s.link}`);
    check(s.deal_check && s.deal_check.status === 'solved', `visitor ${visitor}: ${JSON.stringify(s.deal_check)}`);
    if (s.deal_check.attempts > 1) ++movedOn;
    await p.close();
  }
  log(`  (${movedOn} of 6 pure-random deals moved past an unsolvable seed)`);

  log('a link to an unsolvable seed: dealt as it is, the notice says it cannot be solved');
  const p = await visit(context, base, null);
  watch(p);
  await waitFor(p, 'the fresh deal', decided);
  await p.goto(`${base}#v1/fujisan/seed/pure-random/standard/${UNSOLVABLE_SEED}`);
  let s = await waitFor(p, 'the unsolvable deal and its notice', (st) =>
    st.ready && String(st.challenge.seed) === UNSOLVABLE_SEED && st.challenge.setup === 'pure-random' &&
    st.notices.some((n) => n.action === 'new-deal'));
  check(s.solver.start_unsolvable, 'the notice shows but the solver did not prove the start unsolvable');
  const notice = s.notices.find((n) => n.action === 'new-deal');
  check(notice.level === 'warning' && /cannot be solved/.test(notice.text), `the notice: ${JSON.stringify(notice)}`);
  check(s.deal_check === null, 'a linked seed was treated as a solvable deal');
  check(s.widgets['notice-new-deal'], 'no New deal button');
  await shot(p, 'deals-02-unsolvable-notice.png', { mouseAway: true });

  log('New deal: the same setup, another seed, solvable; the notice is gone');
  await click(p, 'notice-new-deal');
  s = await waitFor(p, 'the new deal', (st) => decided(st) && String(st.challenge.seed) !== UNSOLVABLE_SEED);
  check(s.challenge.setup === 'pure-random', `New deal changed the setup: ${s.challenge.setup}`);
  check(s.solver.optimum !== null && !s.solver.start_unsolvable, `New deal dealt an unsolvable board: ${s.link}`);
  check(!s.notices.some((n) => n.action === 'new-deal'), 'the notice stayed after New deal');
  await shot(p, 'deals-03-new-deal.png', { mouseAway: true });

  log('with "Show the optimum" off the notice still appears');
  await p.goto(`${base}favicon.svg`);  // the app unloaded, so it cannot write the document back
  await p.evaluate(() => {
    const doc = JSON.parse(localStorage.getItem('puzzlelab.state'));
    doc.settings.show_optimum = false;
    localStorage.setItem('puzzlelab.state', JSON.stringify(doc));
  });
  await p.goto(`${base}#v1/fujisan/seed/pure-random/standard/${UNSOLVABLE_SEED}`);
  s = await waitFor(p, 'the notice without the optimum shown', (st) =>
    st.ready && String(st.challenge.seed) === UNSOLVABLE_SEED && st.notices.some((n) => n.action === 'new-deal'));
  await shot(p, 'deals-04-notice-optimum-hidden.png', { mouseAway: true });
  await p.close();

  check(problems.length === 0, `page problems: ${problems.join('; ')}`);
  log('ok');
});
