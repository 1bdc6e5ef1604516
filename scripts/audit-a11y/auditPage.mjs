// The audit's page half: every page state at phone and desktop widths.

import { axe, dialogFits, htmlCodeSniffer, reflow, tabWalk, targetSizes } from './checks.mjs';
import { openPage } from './openPage.mjs';
import { PAGE_STATES } from './pageStates.mjs';
import { LARGE_TARGETS, WIDTHS } from './settings.mjs';
import { dialogWalk } from './walks.mjs';

/**
 * The page states (pageStates.mjs) at each width: axe, HTML_CodeSniffer, and the walks and
 * measures each row asks for. `filter` keeps the states whose name contains it.
 */
export async function auditPage(browser, origins, filter) {
  const entries = [];
  const states = PAGE_STATES.filter((s) => !filter || s.name.includes(filter));
  for (const state of states) {
    const origin = origins[state.server ?? 'main'];
    let { path, cookies } = state;
    let note = origin ? null : `no ${state.server} server`;
    if (!note && state.prepare) {
      const prepared = await state.prepare(browser, origin);
      if (typeof prepared === 'string') note = prepared;
      else ({ path, cookies } = prepared);
    }
    for (const viewport of WIDTHS) {
      const target = `${state.name} @ ${viewport.name} ${viewport.width}px`;
      const entry = {
        kind: 'page state',
        target,
        url: `${origin ?? ''}${path ?? ''}`,
        violations: [],
        checks: [],
      };
      if (note) {
        entry.skipped = note;
        entries.push(entry);
        process.stdout.write('–');
        continue;
      }
      const {
        context,
        page,
        response,
        note: openNote,
      } = await openPage(browser, origin, { ...state, path, cookies }, viewport);
      const ctx = { response, trigger: null };
      try {
        const acted = openNote ?? (state.act ? await state.act(page, ctx) : true);
        if (acted !== true) {
          entry.skipped = typeof acted === 'string' ? acted : 'not reachable';
        } else {
          entry.violations = await axe(page);
          // HTML_CodeSniffer over every page type (and state) of the built server.
          entry.checks.push(await htmlCodeSniffer(page));
          if (state.walks || state.name === 'index' || state.javaScript === false) {
            entry.checks.push(await tabWalk(page));
            entry.checks.push(await targetSizes(page, { large: LARGE_TARGETS }));
            entry.checks.push(await reflow(page, `${viewport.width} px`));
          }
          if (state.dialog) {
            // The dialog is open: its target sizes and width, then its APG walk from here.
            entry.checks.push(await targetSizes(page, { large: LARGE_TARGETS }));
            entry.checks.push(await dialogFits(page, `${viewport.width} px`));
            entry.checks.push(
              await dialogWalk(page, { name: state.name, open: async () => ctx.trigger }),
            );
          }
        }
      } catch (error) {
        entry.checks.push({
          check: 'reach the state',
          ok: false,
          details: [String(error.message ?? error).split('\n')[0]],
        });
      }
      entries.push(entry);
      await context.close();
      process.stdout.write(
        entry.skipped
          ? '–'
          : entry.violations.length || entry.checks.some((c) => !c.ok)
            ? '✖'
            : '.',
      );
    }
  }
  process.stdout.write('\n');
  return entries;
}
