// The side menu's profile (SPEC.md §2): the avatar with an upload button (images only) and the
// display name with Edit Profile, an inline edit with Save and Cancel.
import { Camera, Pencil } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AVATAR_MAX_BYTES, NAME_MAX } from '../../../shared/account-limits.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useUpdateProfile } from './update-profile.ts';
import { useUploadAvatar } from './upload-avatar.ts';
import { isPictureFile, PICTURE_ACCEPT } from '../../lib/picture-file.ts';

interface ProfileCardProps {
  user: { name: string; email: string; avatar_url: string | null };
}

/** The name rule the server applies (1–60 characters once trimmed), checked before sending. */
export function nameError(value: string): string | null {
  const name = value.trim();
  if (!name) return 'Enter a name.';
  if (name.length > NAME_MAX) return `A name has at most ${NAME_MAX} characters.`;
  return null;
}

export function ProfileCard({ user }: ProfileCardProps) {
  const toast = useToast();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const errorId = `${nameId}-error`;

  const failAvatar = (message: string, cause?: unknown) => {
    console.warn('Avatar upload failed', cause ?? message);
    toast({ title: 'Your picture was not saved', description: message, tone: 'error' });
  };

  const onFile = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    if (!isPictureFile(file)) {
      failAvatar('Choose an image file (JPEG, PNG, WebP, HEIC, AVIF or GIF).');
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      failAvatar('The picture is larger than 5 MB.');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Profile picture updated', tone: 'success' }),
      onError: (cause) => failAvatar(cause.message, cause),
    });
  };

  const startEditing = () => {
    setDraft(user.name);
    setError(null);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => editRef.current?.focus());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    update.mutate(
      { name: draft.trim() },
      {
        onSuccess: stopEditing,
        onError: (cause) => {
          console.warn('Profile update failed', cause);
          setError(cause.message);
        },
      },
    );
  };

  return (
    <div className="mx-2 mt-2 rounded-card bg-muted/70 p-3">
      <div className="flex items-center gap-3">
        <div className="relative shrink-0">
          <Avatar name={user.name} src={user.avatar_url} className="size-14" />
          <input
            ref={fileRef}
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="avatar-input"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <button
            type="button"
            aria-label="Upload profile picture"
            className="absolute -right-1 -bottom-1 grid size-7 place-items-center rounded-full border-2 border-surface bg-brand text-brand-foreground shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
            onClick={() => fileRef.current?.click()}
            disabled={upload.isPending}
            aria-busy={upload.isPending || undefined}
          >
            {upload.isPending ? (
              <Spinner className="size-3.5" />
            ) : (
              <Camera className="size-3.5" aria-hidden="true" />
            )}
          </button>
        </div>
        {editing ? null : (
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" data-testid="profile-name">
              {user.name}
            </p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        )}
      </div>
      {editing ? (
        <form className="mt-3 grid gap-2" onSubmit={onSubmit} noValidate>
          <label htmlFor={nameId} className="text-sm font-medium">
            Display name
          </label>
          <Input
            id={nameId}
            value={draft}
            autoFocus
            autoComplete="name"
            maxLength={NAME_MAX + 20}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                stopEditing();
              }
            }}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              {update.isPending ? <Spinner className="size-4" /> : null}
              Save
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button
          ref={editRef}
          type="button"
          variant="link"
          size="sm"
          className="mt-1 h-8"
          onClick={startEditing}
        >
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      )}
    </div>
  );
}
