// Where Lighthouse's simulated phone spends a page's first and largest paint: the requests
// and main-thread tasks its estimate (Lantern) counts, with the times it gives each. The
// score rests on these estimates, not on the load it observed, so this is what to read
// before changing a page for its score. Used by lighthouse.mjs with LIGHTHOUSE_GRAPH=<file>.
import fs from 'node:fs';

/** One line per node of a simulated graph: start, end and length in ms, and what it is. */
function graphLines(estimate) {
  return [...estimate.nodeTimings.entries()]
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, timing]) => {
      const times = [timing.startTime, timing.endTime, timing.endTime - timing.startTime]
        .map((ms) => String(Math.round(ms)).padStart(6))
        .join(' ');
      if (node.type === 'network') {
        const { resourceType, url, transferSize, priority } = node.request;
        return `${times}  ${resourceType} ${priority} ${new URL(url).pathname} ${transferSize} B`;
      }
      const scripts = [...node.getEvaluateScriptURLs()].map((url) => new URL(url).pathname);
      const observedMs = (node.event.dur ?? 0) / 1000;
      return `${times}  main thread, ${observedMs.toFixed(1)} ms observed ${scripts.join(' ')}`;
    });
}

/**
 * Appends to `file` Lantern's first and largest contentful paint for one Lighthouse run
 * (`result`, as lighthouse() returns it, with its artifacts): each estimate, then the
 * nodes of its optimistic and pessimistic graphs.
 */
export async function appendLanternGraph(result, file) {
  // Lighthouse's own modules, not its public API: loaded only when asked for.
  const [{ LanternFirstContentfulPaint }, { LanternLargestContentfulPaint }] = await Promise.all([
    import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'),
    import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
  ]);
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const lines = [`# ${lhr.finalDisplayedUrl} at ${lhr.fetchTime}`];
  for (const [name, metric] of [
    ['first contentful paint', LanternFirstContentfulPaint],
    ['largest contentful paint', LanternLargestContentfulPaint],
  ]) {
    const estimate = await metric.request(data, context);
    lines.push(`## ${name}: ${Math.round(estimate.timing)} ms`);
    lines.push('### optimistic graph', ...graphLines(estimate.optimisticEstimate));
    lines.push('### pessimistic graph', ...graphLines(estimate.pessimisticEstimate));
  }
  fs.appendFileSync(file, `${lines.join('\n')}\n\n`);
}
