import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostDetail } from '../../../shared/community-vocab.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { communityKeys } from './community-keys.ts';
import { usePost } from './get-post.ts';
import { LikeButton } from './like-button.tsx';

/** The button's name (jsdom joins the hidden words without the spaces a browser keeps). */
const named = (count: number) =>
  new RegExp(`^Like “Oil change”,\\s*${count}\\s*${count === 1 ? 'like' : 'likes'}$`);

const ID = '0b7c8d4e-8a7c-4a51-9a0e-1b2c3d4e5f60';

const post: PostDetail = {
  id: ID,
  author: { id: 'u2', name: 'Ben Buyer', avatarUrl: null },
  title: 'Oil change',
  excerpt: 'Done.',
  topic: 'maintenance',
  make: null,
  model: null,
  year: null,
  images: [],
  vehicle: null,
  likeCount: 0,
  commentCount: 0,
  likedByMe: false,
  mine: false,
  createdAt: '2026-11-23T09:00:00.000Z',
  editedAt: null,
  body: 'Done.',
  comments: [],
};

function Liked() {
  const { data } = usePost(ID);
  return data ? <LikeButton post={data} /> : null;
}

/** The post answers GET; the like answers with `like` once released. */
function serve(like: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      if (url.endsWith(`/api/community/posts/${ID}/like`) && method === 'POST') return like();
      if (url.endsWith(`/api/community/posts/${ID}`)) return jsonResponse(200, post);
      return jsonResponse(404, { error: { code: 'not_found', message: 'No.' } });
    }),
  );
}

function renderLike() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(communityKeys.post(ID), post);
  render(
    <QueryClientProvider client={client}>
      <Toaster>
        <Liked />
      </Toaster>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LikeButton', () => {
  it('turns on at once, then shows the server’s count', async () => {
    let release: (response: Response) => void = () => {};
    serve(() => new Promise((resolve) => (release = resolve)));
    renderLike();
    const button = screen.getByRole('button', { name: named(0) });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName(named(1));
    release(jsonResponse(200, { liked: true, likeCount: 5 }));
    expect(await screen.findByRole('button', { name: named(5) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('goes back and says why when the server refuses (429)', async () => {
    const message = 'You can like posts 120 times in 10 minutes. Try again in 3 minutes.';
    serve(async () => jsonResponse(429, { error: { code: 'rate_limited', message } }));
    renderLike();
    await userEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('That like did not count')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: named(0) });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
