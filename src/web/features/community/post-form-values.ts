// The create form's values and how they become a draft (always accepted). How they become a post
// (checked by the shared schema, whose messages the form shows) is post-input.ts, loaded with zod
// when the form is first used.
import {
  POST_BODY_MAX,
  POST_TITLE_MAX,
  type DraftReply,
  type PostDetail,
  type PostImage,
  type PostTopic,
} from '../../../shared/community-vocab.ts';
import type { DraftInput } from '../../../shared/community.ts';

export interface PostFormValues {
  title: string;
  body: string;
  topic: PostTopic | '';
  make: string;
  model: string;
  year: string;
  vehicleId: string | null;
  images: PostImage[];
}

export const EMPTY_VALUES: PostFormValues = {
  title: '',
  body: '',
  topic: '',
  make: '',
  model: '',
  year: '',
  vehicleId: null,
  images: [],
};

export type FieldErrors = Partial<Record<keyof PostFormValues | 'imageIds' | 'form', string>>;

export function yearOf(text: string): number | null {
  const value = text.trim();
  return /^\d{4}$/.test(value) ? Number(value) : null;
}

/** True when nothing worth keeping has been typed. */
export function isBlank(values: PostFormValues): boolean {
  return (
    !values.title.trim() &&
    !values.body.trim() &&
    values.images.length === 0 &&
    !values.make.trim() &&
    !values.model.trim()
  );
}

const currentYear = new Date().getUTCFullYear();

/** What the draft API stores: clipped to its limits, so saving a draft never fails on input. */
export function toDraftInput(values: PostFormValues): DraftInput {
  const year = yearOf(values.year);
  return {
    title: values.title.slice(0, POST_TITLE_MAX),
    body: values.body.slice(0, POST_BODY_MAX),
    topic: values.topic || null,
    make: values.make.trim().slice(0, 40) || null,
    model: values.model.trim().slice(0, 60) || null,
    year: year !== null && year >= 1900 && year <= currentYear + 2 ? year : null,
    imageIds: values.images.map((image) => image.id),
    vehicleId: values.vehicleId,
  };
}

export function fromDraft(draft: DraftReply): PostFormValues {
  return {
    title: draft.title,
    body: draft.body,
    topic: draft.topic ?? '',
    make: draft.make ?? '',
    model: draft.model ?? '',
    year: draft.year === null ? '' : String(draft.year),
    vehicleId: draft.vehicleId,
    images: draft.images,
  };
}

export function fromPost(post: PostDetail): PostFormValues {
  return {
    title: post.title,
    body: post.body,
    topic: post.topic,
    make: post.make ?? '',
    model: post.model ?? '',
    year: post.year === null ? '' : String(post.year),
    // The card is a copy made when attached; editing keeps it unless another car is picked.
    vehicleId: null,
    images: post.images,
  };
}
