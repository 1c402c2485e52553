import type { ComponentProps } from 'react';
import { Logo } from '../../components/logo.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../components/ui/sheet.tsx';
import { SideMenu } from './side-menu.tsx';

type SideDrawerProps = Omit<ComponentProps<typeof SideMenu>, 'header'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes (the menu button, unless something else takes it). */
  onCloseAutoFocus: (event: Event) => void;
};

/** The side menu as a drawer (phones): loaded the first time "Open menu" is pressed. */
export function SideDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...menuProps
}: SideDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <SideMenu
          {...menuProps}
          header={
            <div className="flex items-center gap-3">
              <Logo />
              <SheetTitle className="sr-only">Menu</SheetTitle>
            </div>
          }
        />
      </SheetContent>
    </Sheet>
  );
}
