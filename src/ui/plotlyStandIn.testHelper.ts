/**
 * The stand-in for `plotly.js-basic-dist-min` in component tests (jsdom cannot run plotly): it resolves
 * like Plotly.react and draws nothing. Test files use it with
 * `vi.mock('plotly.js-basic-dist-min', () => import('…/ui/plotlyStandIn.testHelper'))`; being the same
 * everywhere, it may stay cached in a worker that runs several files. A test that looks at what plotly was
 * given writes a stand-in of its own and runs in a worker of its own.
 */
export default {
  react: (root: HTMLElement) => Promise.resolve(root),
  purge: () => undefined,
};
