import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentReply, PostDetail } from '../../../shared/community-vocab.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { POST_REFRESH_MS } from './get-post.ts';
import { PostPage } from './post-page.tsx';

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
  likeCount: 1,
  commentCount: 0,
  likedByMe: false,
  mine: false,
  createdAt: '2026-11-23T09:00:00.000Z',
  editedAt: null,
  body: 'Done.',
  comments: [],
};

const comment: CommentReply = {
  id: 'c1',
  parentId: null,
  author: { id: 'u3', name: 'Cleo Commenter', avatarUrl: null },
  body: 'Which oil did you use?',
  deleted: false,
  mine: false,
  createdAt: '2026-11-23T09:05:00.000Z',
  editedAt: null,
  replies: [],
};

/** The post as the server has it now (others like and comment meanwhile); counts the GETs. */
function serve() {
  let current = post;
  let gets = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith(`/api/community/posts/${ID}`)) {
        gets += 1;
        return jsonResponse(200, current);
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'No.' } });
    }),
  );
  return {
    set: (next: PostDetail) => (current = next),
    gets: () => gets,
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster>
        <MemoryRouter initialEntries={[`/community/post/${ID}`]}>
          <Routes>
            <Route path="/community/post/:id" element={<PostPage />} />
          </Routes>
        </MemoryRouter>
      </Toaster>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an open post', () => {
  it("shows others' new likes and comments without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oil change' })).toBeVisible();
    expect(screen.getByRole('button', { name: /1\s*like$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: '0 comments' })).toBeVisible();
    expect(server.gets()).toBe(1);

    server.set({ ...post, likeCount: 3, commentCount: 1, comments: [comment] });
    await act(() => vi.advanceTimersByTimeAsync(POST_REFRESH_MS));
    expect(await screen.findByRole('button', { name: /3\s*likes$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: '1 comment' })).toBeVisible();
    expect(screen.getByText('Which oil did you use?')).toBeVisible();
    expect(server.gets()).toBe(2);
  });
});
