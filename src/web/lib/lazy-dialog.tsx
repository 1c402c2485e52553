import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (Radix Dialog, its form, zod...) loads the first time it opens, so the page
 * that holds it does not download it up front. It renders nothing until then; once loaded it
 * stays mounted (closing animates and gives focus back as before). Give it the same props as the
 * dialog itself; `isOpen` tells from them whether it is open (by default, its `open` prop).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
