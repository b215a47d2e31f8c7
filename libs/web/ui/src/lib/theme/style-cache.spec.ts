import { serializeStyles } from '@emotion/serialize';
import { createStyleCache } from './style-cache';

/** The CSS rules the app's cache writes for one class of these declarations, as the sheet receives them. */
function cssOf(declarations: string): string {
  const cache = createStyleCache();
  const insert = jest.spyOn(cache.sheet, 'insert');
  const styles = serializeStyles([declarations], cache.registered);
  cache.insert(`.${cache.key}-${styles.name}`, styles, cache.sheet, true);
  cache.sheet.flush();
  return insert.mock.calls.map(([rule]) => rule).join('');
}

describe('createStyleCache', () => {
  it('prefixes what Safari reads only with -webkit-, before the standard declaration', () => {
    expect(cssOf('user-select:none;backdrop-filter:blur(4px);')).toContain(
      '-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);',
    );
  });

  it('prefixes the text-decoration shorthand only when it carries more than the line', () => {
    const css = cssOf('text-decoration:underline dotted;a{text-decoration:none;}');
    expect(css).toContain('-webkit-text-decoration:underline dotted;text-decoration:underline dotted;');
    expect(css).toContain('{text-decoration:none;}');
  });

  it('adds no prefix that every browser of the build reads unprefixed', () => {
    const css = cssOf(
      'display:flex;align-items:center;transition:opacity 1s;transform:none;position:sticky;' +
        '&::placeholder{opacity:0.5;}@keyframes spin{to{transform:rotate(1turn);}}',
    );
    expect(css).toContain(
      'display:flex;align-items:center;transition:opacity 1s;transform:none;position:sticky;',
    );
    expect(css).toContain('::placeholder{opacity:0.5;}');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });
});
