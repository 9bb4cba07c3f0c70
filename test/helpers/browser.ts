/**
 * A headless Chromium for the UI tests (test/ui.test.ts), driven by playwright-core. It is Debian's
 * Chromium (`apt-get install chromium`; .ci/run installs it when missing), never a downloaded build,
 * started with a fresh profile folder and without any background network traffic. axe-core is run
 * inside pages through the DevTools protocol (page.evaluate), which the page's Content-Security-Policy
 * does not apply to, so the CSP under test stays as strict as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** The browser executable (VIGIL_CHROMIUM overrides). */
export const CHROMIUM = process.env.VIGIL_CHROMIUM ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Why the browser tests cannot run here (a message for `skip`), or undefined when they can. */
export function browserUnavailable(): string | undefined {
  return fs.existsSync(CHROMIUM) ? undefined : `Chromium not found at ${CHROMIUM}: install it with "apt-get install chromium" (the UI browser tests are skipped)`;
}

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Starts Chromium headless with a fresh --user-data-dir (removed on close) and opens one page. */
export async function launchBrowser(): Promise<TestBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-chromium-'));
  // launchPersistentContext is how playwright takes a --user-data-dir (it refuses the flag in args).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An axe violation of impact serious or critical, shortened for an assertion message. */
export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page; returns its serious and critical violations. */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
