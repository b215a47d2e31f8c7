import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { storybookDir } from './playwright.config';
import { PHONE_TAG } from '../../libs/web/ui/src/storybook/phone-story';
import { WCAG_TAGS } from './wcag-tags';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// Storybook's 'mobile1' viewport, which phone stories (tagged PHONE_TAG) set for their canvas.
const PHONE = { width: 320, height: 568 };
const DESKTOP = { width: 1280, height: 800 };

const indexFile = join(storybookDir, 'index.json');
if (!existsSync(indexFile)) {
  throw new Error(`${indexFile} is missing: build Storybook first (npx nx run storybook:build).`);
}
const { entries } = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };

// STORY_FILTER=servicecard checks only the stories whose id or title contains it (case-insensitive).
const filter = process.env.STORY_FILTER?.toLowerCase();
const stories = Object.values(entries).filter(
  (entry) =>
    entry.type === 'story' &&
    (!filter || entry.id.includes(filter) || entry.title.toLowerCase().includes(filter)),
);

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Shows a story in the worker's one preview page. The first story loads iframe.html (with the a11y
 * addon's own axe run off: two axe runs at once collide); the next ones switch through Storybook's
 * channel, as the sidebar does, which skips reloading the whole preview bundle for every story.
 */
interface StoryViewer {
  page: Page;
  show(id: string): Promise<void>;
}

const test = base.extend<object, { viewer: StoryViewer }>({
  viewer: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ locale: 'es-AR', viewport: DESKTOP });
      const page = await context.newPage();
      let loaded = false;
      const show = async (id: string) => {
        if (!loaded) {
          await page.goto(
            `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`,
          );
          // Storybook marks the body once the story rendered (sb-show-main) or threw (sb-show-errordisplay).
          await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { state: 'attached' });
          loaded = true;
        } else {
          await page.evaluate(switchStory, id);
        }
        await settle(page);
      };
      await use({ page, show });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Runs in the preview: asks for another story and resolves when Storybook says how its render ended. */
function switchStory(storyId: string) {
  type Channel = {
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
    emit(event: string, payload: unknown): void;
  };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
    .__STORYBOOK_ADDONS_CHANNEL__;
  const endings = [
    'storyRendered',
    'storyErrored',
    'storyThrewException',
    'storyMissing',
    'playFunctionThrewException',
  ];
  return new Promise<void>((resolve) => {
    const listeners = endings.map((event) => {
      const listener = () => {
        listeners.forEach(([name, fn]) => channel.off(name, fn));
        resolve();
      };
      channel.on(event, listener);
      return [event, listener] as const;
    });
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

async function settle(page: Page) {
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'unknown error')
      : null,
  );
  if (error !== null) throw new Error(`The story failed to render: ${error}`);
  // Let the typeface load and entering transitions (dialogs, menus, toasts) end: axe must not judge
  // colours mid-fade. Endless animations (spinners, skeletons) are left running.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

test.describe('Accesibilidad de las historias (axe, WCAG 2.1 AA)', () => {
  test('the Storybook build has stories to check', () => {
    expect(
      stories.length,
      filter ? `no story matches STORY_FILTER=${filter}` : 'no story in the build',
    ).toBeGreaterThan(0);
  });

  for (const story of stories) {
    test(`${story.title} › ${story.name} (${story.id})`, async ({ viewer }) => {
      await viewer.page.setViewportSize(story.tags?.includes(PHONE_TAG) ? PHONE : DESKTOP);
      await viewer.show(story.id);
      const { violations } = await new AxeBuilder({ page: viewer.page }).withTags(WCAG_TAGS).analyze();
      const blocking = violations
        .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
          detail: violation.nodes[0]?.failureSummary,
        }));
      expect(blocking, `${story.id}: serious or critical axe violations`).toEqual([]);
    });
  }
});
