import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ComponentType } from 'react';
import * as ui from '../index';
import { USAGE_HEADINGS } from './usage-notes';

interface StoriesMeta {
  title?: string;
  component?: unknown;
  subcomponents?: Record<string, unknown>;
  parameters?: { docs?: { description?: { component?: string } } };
}

const SRC = join(__dirname, '..');

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const metas = storiesFiles(SRC).map((file) => ({
  file: relative(SRC, file),
  meta: require(file).default as StoriesMeta,
}));

/** Exports that look like components (PascalCase functions) but draw nothing a designer reviews. */
const NOT_VISUAL: Record<string, string> = {
  ServerPageTitle: 'the context through which a server render learns the page title (usePageTitle)',
};

const isComponent = (name: string, value: unknown): value is ComponentType =>
  /^[A-Z][a-z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

const components = Object.entries(ui).filter(
  ([name, value]) => isComponent(name, value) && !(name in NOT_VISUAL),
);

const storied = new Set(
  metas.flatMap(({ meta }) => [meta.component, ...Object.values(meta.subcomponents ?? {})].filter(Boolean)),
);

/** The text under each heading of a usage-notes description, and the summary before them. */
function sections(description: string) {
  const headings = Object.values(USAGE_HEADINGS);
  const parts = description.split(/^### (.+)$/m);
  const summary = parts[0].trim();
  const byHeading = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) byHeading.set(parts[i].trim(), parts[i + 1]?.trim() ?? '');
  return { summary, bodies: headings.map((heading) => [heading, byHeading.get(heading) ?? ''] as const) };
}

describe('design reference coverage', () => {
  it('finds the stories files', () => {
    expect(metas.length).toBeGreaterThan(40);
  });

  it.each(components.map(([name]) => name))('%s is the component of a stories file (a docs page)', (name) => {
    const value = components.find(([exported]) => exported === name)?.[1];
    expect(storied.has(value)).toBe(true);
  });

  it.each(metas.map(({ file }) => file))(
    '%s carries usage notes: summary and the three headed sections',
    (file) => {
      const description = metas.find((entry) => entry.file === file)?.meta.parameters?.docs?.description
        ?.component;
      expect(description).toEqual(expect.any(String));
      const { summary, bodies } = sections(description ?? '');
      expect(summary).not.toBe('');
      for (const [heading, body] of bodies) {
        expect({ heading, hasBullet: /^- \S/m.test(body) }).toEqual({ heading, hasBullet: true });
      }
    },
  );
});
