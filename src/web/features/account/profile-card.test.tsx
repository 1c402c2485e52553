import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse, meFixture } from '../../test/fixtures.ts';
import { meQueryKey, type Me } from './get-me.ts';
import { ProfileCard } from './profile-card.tsx';

const me = meFixture({
  id: 'u1',
  name: 'Ann Driver',
  email: 'ann@example.com',
  email_verified: true,
});

afterEach(() => vi.unstubAllGlobals());

function renderCard(reply: (body: unknown) => Response) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      if (method === 'PATCH' && url.endsWith('/api/me')) {
        const body: unknown = JSON.parse(String(init?.body));
        calls.push(body);
        return reply(body);
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'No.' } });
    }),
  );
  const client = new QueryClient();
  client.setQueryData(meQueryKey, me);
  function Card() {
    return <ProfileCard user={client.getQueryData<Me>(meQueryKey) ?? me} />;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <Toaster>
        <Card />
      </Toaster>
    </QueryClientProvider>,
  );
  return { calls, client, view };
}

describe('ProfileCard', () => {
  it('renames inline: empty is refused before sending, Save sends the trimmed name', async () => {
    const user = userEvent.setup();
    const { calls, client } = renderCard((body) =>
      jsonResponse(200, { ...me, name: (body as { name: string }).name }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const field = screen.getByLabelText('Display name');
    expect(field).toHaveValue('Ann Driver');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name.');
    expect(calls).toEqual([]);
    await user.clear(field);
    await user.type(field, '  Ann Renamed ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'Ann Renamed' }]);
    expect(client.getQueryData<Me>(meQueryKey)?.name).toBe('Ann Renamed');
  });

  it('shows the server’s refusal and keeps the edit open; Cancel leaves the name as it was', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCard(() =>
      jsonResponse(400, { error: { code: 'validation_failed', message: 'Not that name.' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Display name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not that name.');
    expect(warn).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ann Driver');
    expect(screen.queryByLabelText('Display name')).toBeNull();
  });

  it('the picker takes images only and a non-image is refused with a toast', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCard(() => jsonResponse(500, {}));
    const input = screen.getByTestId('avatar-input');
    expect(input).toHaveAttribute('accept', 'image/*,.heic,.heif');
    await user.upload(input, new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Your picture was not saved')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
