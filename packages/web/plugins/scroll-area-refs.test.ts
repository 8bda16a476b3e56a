import { describe, expect, it } from 'vitest';
import { scrollAreaRefs } from './scroll-area-refs';

const MANTINE = '/app/node_modules/@mantine/core/esm/components';

function resolve(id: string, importer?: string): unknown {
  const plugin = scrollAreaRefs('/app/src/lib/merge-refs.ts');
  return (plugin.resolveId as (id: string, importer?: string) => unknown)(id, importer);
}

describe("the scroll area's one positioning import", () => {
  it("answers the scroll area's import of the positioning library with the app's hook", () => {
    expect(resolve('@floating-ui/react', `${MANTINE}/ScrollArea/ScrollArea.mjs`)).toBe(
      '/app/src/lib/merge-refs.ts',
    );
  });

  it('leaves the library to the popovers and tooltips that position with it', () => {
    expect(resolve('@floating-ui/react', `${MANTINE}/Popover/use-popover.mjs`)).toBeNull();
    expect(resolve('@floating-ui/react', `${MANTINE}/Tooltip/use-tooltip.mjs`)).toBeNull();
    expect(resolve('@floating-ui/react')).toBeNull();
    expect(resolve('react', `${MANTINE}/ScrollArea/ScrollArea.mjs`)).toBeNull();
  });
});
