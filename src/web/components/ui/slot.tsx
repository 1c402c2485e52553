// Button's `asChild`: its props go onto its one child element as Radix's Slot puts them (the
// child's handler runs first, then the slot's; styles and class names merged; aria-describedby
// joined; refs composed), without @radix-ui/react-slot on every page's first load (issue 30).
// slot.test.tsx checks it against Radix's.
import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  useCallback,
  type ElementType,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref !== null && ref !== undefined) (ref as { current: T | null }).current = value;
}

/** One ref callback for both; a cleanup when either has one (React 19 ref cleanups). */
function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    if (!cleanups.some((cleanup) => typeof cleanup === 'function')) return undefined;
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (typeof cleanup === 'function') cleanup();
        else setRef(refs[index], null);
      });
    };
  };
}

function joinDescribedBy(...values: unknown[]): string | undefined {
  const ids = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    for (const id of value.trim().split(/\s+/)) if (id) ids.add(id);
  }
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) {
        merged[name] = slotValue;
      }
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = joinDescribedBy(childValue, slotValue);
    }
  }
  return { ...slotProps, ...merged };
}

export function Slot({
  children,
  ref,
  ...slotProps
}: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child =
    Children.count(children) === 1 && isValidElement(children)
      ? (children as ReactElement<AnyProps & { ref?: Ref<unknown> }>)
      : null;
  const childRef = child?.props.ref;
  const composed = useCallback(
    (node: unknown) => composeRefs(ref, childRef)(node),
    [ref, childRef],
  );
  if (!child) {
    if (children || children === 0) {
      throw new Error('Slot (Button asChild) needs exactly one React element as its child.');
    }
    return children;
  }
  const props = mergeProps(slotProps, child.props);
  if (child.type === Fragment) return cloneElement(child, props);
  // The child again, as cloneElement would give it (same type and key), with the merged props.
  const Child = child.type as ElementType;
  return <Child {...child.props} {...props} key={child.key} ref={ref ? composed : childRef} />;
}
