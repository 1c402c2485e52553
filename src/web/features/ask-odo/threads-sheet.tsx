// The conversations as a drawer on phones (/ask-odo), loaded the first time it opens.
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet.tsx';
import { ThreadList } from './thread-list.tsx';

interface ThreadsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeId: string | null;
  onOpen: (id: string | null) => void;
  /** Where focus goes on closing (the "Conversations" button that opened it). */
  onCloseAutoFocus: (event: Event) => void;
}

export function ThreadsSheet({
  open,
  onOpenChange,
  activeId,
  onOpen,
  onCloseAutoFocus,
}: ThreadsSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="gap-4 overflow-y-auto p-4 pt-14" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle className="sr-only">Conversations</SheetTitle>
        <SheetDescription className="sr-only">
          Open, rename or delete a conversation.
        </SheetDescription>
        <ThreadList activeId={activeId} onOpen={onOpen} />
      </SheetContent>
    </Sheet>
  );
}
