// A member's feed page kept whole, so asking again costs no query at all: it is filed under the
// community version it was read at and used only while that is still the version this instance
// knows, learned from a database read and raised by the versions the database announces
// (db/changes.ts). A write handled here forgets the version, so the next page is read (decision 016).
import type { Changes } from '../../db/changes.ts';

/** Answers kept per instance (least recently used go first): ~13 KB each. */
const MAX_ANSWERS = 2000;

export interface FeedLive {
  /** The member's page as last answered, if the community has not changed since. */
  answer(viewer: string, key: string): string | undefined;
  /** What a read started at `generation` answered, at community version `version`. */
  learned(viewer: string, key: string, version: number, json: string, generation: number): void;
  generation(): number;
}

const lives = new WeakMap<Changes, FeedLive>();

export function feedLiveOf(changes: Changes): FeedLive {
  let live = lives.get(changes);
  if (!live) {
    live = createFeedLive(changes);
    lives.set(changes, live);
  }
  return live;
}

function createFeedLive(changes: Changes): FeedLive {
  let known: number | null = null;
  const answers = new Map<string, { version: number; json: string }>();
  changes.subscribe((event) => {
    if (event.kind === 'reset') {
      known = null;
      answers.clear();
    } else if (event.kind === 'community' && known !== null && event.version > known) {
      // Pages filed under older versions are simply never used again (and age out).
      known = event.version;
    }
  });
  const slot = (viewer: string, key: string) => `${viewer}\u0000${key}`;

  return {
    generation: () => changes.generation(),
    answer(viewer, key) {
      if (known === null || !changes.trusted()) return undefined;
      const id = slot(viewer, key);
      const kept = answers.get(id);
      if (!kept || kept.version !== known) return undefined;
      answers.delete(id);
      answers.set(id, kept);
      return kept.json;
    },
    learned(viewer, key, version, json, generation) {
      if (!changes.trusted() || changes.generation() !== generation) return;
      if (known === null || version > known) known = version;
      if (version !== known) return;
      const id = slot(viewer, key);
      answers.delete(id);
      answers.set(id, { version, json });
      for (const oldest of answers.keys()) {
        if (answers.size <= MAX_ANSWERS) break;
        answers.delete(oldest);
      }
    },
  };
}
