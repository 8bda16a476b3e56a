import { createRef, useState } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs';

describe('useMergeRefs', () => {
  it('hands the element to an object ref and a callback ref, and takes it back on unmount', () => {
    const object = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    function Box() {
      const ref = useMergeRefs<HTMLDivElement>([object, (element) => void seen.push(element)]);
      return <div ref={ref} data-testid="box" />;
    }
    const view = render(<Box />);
    const box = view.getByTestId('box');
    expect(object.current).toBe(box);
    expect(seen).toEqual([box]);
    view.unmount();
    expect(object.current).toBeNull();
    expect(seen).toEqual([box, null]);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const events: string[] = [];
    function Box() {
      const ref = useMergeRefs<HTMLDivElement>([
        () => {
          events.push('attached');
          return () => {
            events.push('cleaned up');
          };
        },
      ]);
      return <div ref={ref} />;
    }
    const view = render(<Box />);
    view.unmount();
    expect(events).toEqual(['attached', 'cleaned up']);
  });

  it('gives no ref when there is none to merge, and moves the element when a ref changes', () => {
    const first = createRef<HTMLSpanElement>();
    const second = createRef<HTMLSpanElement>();
    let swap: () => void = () => {};
    function Box() {
      const [target, setTarget] = useState(first);
      swap = () => setTarget(second);
      return <span ref={useMergeRefs<HTMLSpanElement>([target])} />;
    }
    function Empty() {
      return (
        <p>{useMergeRefs<HTMLParagraphElement>([undefined, null]) === null ? 'none' : 'a ref'}</p>
      );
    }
    render(<Box />);
    expect(first.current).toBeInstanceOf(HTMLSpanElement);
    act(() => swap());
    expect(first.current).toBeNull();
    expect(second.current).toBeInstanceOf(HTMLSpanElement);
    expect(render(<Empty />).container.textContent).toBe('none');
  });
});
