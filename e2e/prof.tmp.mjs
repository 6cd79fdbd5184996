import { chromium } from '@playwright/test';

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// inclusive time per function (name+file), counting each sample once per distinct frame
const incl = new Map(),
  self = new Map();
const t = profile.startTime;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] / 1000;
  const n = nodes.get(id);
  const key = (f) => `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}`;
  if (n.callFrame.url) self.set(key(n.callFrame), (self.get(key(n.callFrame)) ?? 0) + dt);
  const seen = new Set();
  for (let cur = id; cur; cur = parent.get(cur)) {
    const f = nodes.get(cur).callFrame;
    if (!f.url) continue;
    const k = key(f);
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + dt);
  }
});
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(0).padStart(5)} ${k}`)
    .join('\n');
console.log('== self\n' + top(self, 25));
console.log('== inclusive\n' + top(incl, 30));
