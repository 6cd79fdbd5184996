import { chromium } from '@playwright/test';

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink.user_timing',
  ],
});
await page.goto(url);
await page.waitForTimeout(6000);
const buf = await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000);
// For each long task, list the direct notable children
const byTid = {};
for (const t of main) {
  const kids = traceEvents.filter(
    (e) =>
      e.pid === t.pid &&
      e.tid === t.tid &&
      e.ts >= t.ts &&
      e.ts + (e.dur ?? 0) <= t.ts + t.dur &&
      e.ph === 'X' &&
      e !== t &&
      (e.dur ?? 0) > 8000 &&
      [
        'EvaluateScript',
        'FunctionCall',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'v8.compile',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
        'EventDispatch',
        'Paint',
        'PrePaint',
        'Layerize',
        'ParseAuthorStyleSheet',
        'v8.callFunction',
        'V8.Execute',
        'HitTest',
        'ScheduleStyleRecalculation',
        'Decode Image',
        'ImageDecodeTask',
      ].includes(e.name),
  );
  console.log(
    `task ${(t.dur / 1000).toFixed(0)}ms @${((t.ts - main[0].ts) / 1000).toFixed(0)}:`,
    kids
      .map(
        (k) =>
          `${k.name}${k.args?.data?.url ? '(' + k.args.data.url.replace(/.*\//, '') + ')' : ''}${k.args?.data?.functionName ? '[' + k.args.data.functionName + ']' : ''} ${(k.dur / 1000).toFixed(0)}`,
      )
      .join(', ')
      .slice(0, 400),
  );
}
