import { describe, expect, it } from 'vitest';
import { activeTabIndex, isTabActive, TABS } from './tabs.ts';

describe('isTabActive', () => {
  it('is active on the exact path', () => {
    expect(isTabActive('/dashboard', '/dashboard')).toBe(true);
    expect(isTabActive('/community', '/community')).toBe(true);
  });

  it('is active under the tab path', () => {
    expect(isTabActive('/community/post/42', '/community')).toBe(true);
    expect(isTabActive('/community/create', '/community')).toBe(true);
    expect(isTabActive('/garage/', '/garage')).toBe(true);
  });

  it('is not active on a path that only shares a prefix', () => {
    expect(isTabActive('/car-lens', '/car')).toBe(false);
    expect(isTabActive('/communityx', '/community')).toBe(false);
    expect(isTabActive('/carlens-details', '/car-lens')).toBe(false);
    expect(isTabActive('/settings', '/dashboard')).toBe(false);
  });
});

describe('activeTabIndex', () => {
  it('finds the tab in order Home, Assess, Garage, Car Lens, Community', () => {
    expect(TABS.map((tab) => tab.label)).toEqual([
      'Home',
      'Assess',
      'Garage',
      'Car Lens',
      'Community',
    ]);
    expect(activeTabIndex('/dashboard')).toBe(0);
    expect(activeTabIndex('/assessment')).toBe(1);
    expect(activeTabIndex('/garage')).toBe(2);
    expect(activeTabIndex('/car-lens')).toBe(3);
    expect(activeTabIndex('/community/profile/7')).toBe(4);
  });

  it('is -1 off the tabs', () => {
    expect(activeTabIndex('/settings')).toBe(-1);
    expect(activeTabIndex('/vehicle/3')).toBe(-1);
  });
});
