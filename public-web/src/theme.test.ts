import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES } from '../chakra-site-tokens';
import { system } from './theme';

/** Chakra components that need a recipe, and the recipe key they look up (see the list in theme.ts). */
const RECIPE_OF: Record<string, { key: string; slot: boolean }> = {
  Accordion: { key: 'accordion', slot: true },
  Alert: { key: 'alert', slot: true },
  Avatar: { key: 'avatar', slot: true },
  Badge: { key: 'badge', slot: false },
  Blockquote: { key: 'blockquote', slot: true },
  Breadcrumb: { key: 'breadcrumb', slot: true },
  Button: { key: 'button', slot: false },
  Card: { key: 'card', slot: true },
  Checkbox: { key: 'checkbox', slot: true },
  CloseButton: { key: 'button', slot: false },
  Code: { key: 'code', slot: false },
  Collapsible: { key: 'collapsible', slot: true },
  Container: { key: 'container', slot: false },
  DataList: { key: 'dataList', slot: true },
  Dialog: { key: 'dialog', slot: true },
  Drawer: { key: 'drawer', slot: true },
  Field: { key: 'field', slot: true },
  Fieldset: { key: 'fieldset', slot: true },
  Heading: { key: 'heading', slot: false },
  Icon: { key: 'icon', slot: false },
  IconButton: { key: 'button', slot: false },
  Input: { key: 'input', slot: false },
  Kbd: { key: 'kbd', slot: false },
  Link: { key: 'link', slot: false },
  List: { key: 'list', slot: true },
  Menu: { key: 'menu', slot: true },
  NativeSelect: { key: 'nativeSelect', slot: true },
  Popover: { key: 'popover', slot: true },
  Progress: { key: 'progress', slot: true },
  RadioCard: { key: 'radioCard', slot: true },
  RadioGroup: { key: 'radioGroup', slot: true },
  Select: { key: 'select', slot: true },
  Separator: { key: 'separator', slot: false },
  Skeleton: { key: 'skeleton', slot: false },
  Spinner: { key: 'spinner', slot: false },
  Stat: { key: 'stat', slot: true },
  Status: { key: 'status', slot: true },
  Steps: { key: 'steps', slot: true },
  Switch: { key: 'switch', slot: true },
  Table: { key: 'table', slot: true },
  Tabs: { key: 'tabs', slot: true },
  Tag: { key: 'tag', slot: true },
  Textarea: { key: 'textarea', slot: false },
  Timeline: { key: 'timeline', slot: true },
  Toast: { key: 'toast', slot: true },
  Tooltip: { key: 'tooltip', slot: true },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('theme', () => {
  it('registers the recipe of every Chakra component the site imports', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        match[1].split(',').forEach((name) =>
          used.add(
            name
              .replace(/\btype\b/, '')
              .split(' as ')[0]
              .trim(),
          ),
        );
      }
    }
    const theme = system._config.theme ?? {};
    const missing = [...used]
      .filter((name) => RECIPE_OF[name])
      .filter((name) => {
        const { key, slot } = RECIPE_OF[name];
        return !(slot ? theme.slotRecipes?.[key] : theme.recipes?.[key]);
      });
    expect(missing, 'add these recipes to src/theme.ts').toEqual([]);
  });

  it('keeps every colour palette the site uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/colorPalette[=:]\s*["'{]*([a-z]+)/g)) used.add(match[1]);
      for (const match of source.matchAll(/['"]([a-z]+)\.(?:\d{2,3}|solid|fg|muted|subtle|emphasized|contrast)['"}]/g))
        used.add(match[1]);
    }
    for (const palette of UNUSED_PALETTES)
      expect(used, `${palette} is used: keep it in chakra-site-tokens.ts`).not.toContain(palette);
    for (const palette of [...used].filter((name) => !['bg', 'fg', 'border', 'colorPalette'].includes(name))) {
      expect(system.token(`colors.${palette}.solid`, 'missing'), `colors.${palette}`).not.toBe('missing');
    }
  });

  it('has no dark-mode variables (the site has no dark mode)', () => {
    expect(JSON.stringify(system.getTokenCss())).not.toContain('.dark');
    expect(system.token('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
  });
});
