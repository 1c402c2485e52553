import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineNotice } from './offline-notice.tsx';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says so while the browser is offline and goes when it is back online', () => {
    render(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    goOnline(true);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
  });
});
