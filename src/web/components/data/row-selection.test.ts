import { describe, expect, it } from 'vitest';
import { selectedOn, toggled, toggledAll } from './row-selection';

describe('row selection of one page', () => {
  const page = ['a', 'b', 'c'];

  it('counts only the rows shown, in row order', () => {
    expect(selectedOn(page, new Set(['c', 'x', 'a']))).toEqual(['a', 'c']);
  });

  it('toggles one row', () => {
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('selects the whole page, or none when it all is selected', () => {
    expect([...toggledAll(page, new Set(['b']))]).toEqual(page);
    expect([...toggledAll(page, new Set(page))]).toEqual([]);
    expect([...toggledAll([], new Set())]).toEqual([]);
  });
});
