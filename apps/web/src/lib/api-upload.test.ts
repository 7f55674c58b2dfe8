import { uploadedPhoto } from '@second-gear/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { renewAccessTokenFor } from '../test/auth';
import { jsonResponse, mockFetch } from '../test/fetch';
import { mockXhr } from '../test/xhr';
import { setAccessTokenRenewal } from './access-token';
import { ApiError } from './api-client';
import { apiUpload } from './api-upload';

const photo = { id: 'photo-1', data: { url: '/uploads/cars/photo-1-640.webp' } };

function photoForm() {
  const form = new FormData();
  form.append('image', new File(['jpeg bytes'], 'car.jpg', { type: 'image/jpeg' }));
  return form;
}

/** Lets the promise chain reach the next `send`. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('apiUpload', () => {
  let stopRenewing: () => void = () => undefined;
  afterEach(() => stopRenewing());

  it('posts the form with the bearer token, reports progress and returns the parsed answer', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const sent = mockXhr();
    const progress: number[] = [];
    const form = photoForm();

    const uploading = apiUpload('/upload', form, uploadedPhoto, {
      onProgress: (share) => progress.push(share),
    });
    const request = sent[0]!;
    request.progress(512, 1024);
    request.progress(1024, 1024);
    request.respond(200, photo);

    await expect(uploading).resolves.toEqual(photo);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload');
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.body).toBe(form);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('turns an {error, message} answer into an ApiError with its code', async () => {
    const sent = mockXhr();

    const uploading = apiUpload('/upload', photoForm(), uploadedPhoto);
    sent[0]!.respond(415, {
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG and WebP photos can be uploaded.',
    });

    await expect(uploading).rejects.toMatchObject({
      name: 'ApiError',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG and WebP photos can be uploaded.',
    });
  });

  it('renews an expired token as apiRequest does and sends the form again with the new one', async () => {
    stopRenewing = setAccessTokenRenewal(renewAccessTokenFor('sam.lee@example.com'));
    localStorage.setItem('accessToken', 'expired');
    mockFetch({ '/api/jwt': jsonResponse({ token: 'fresh' }) });
    const sent = mockXhr();

    const uploading = apiUpload('/upload', photoForm(), uploadedPhoto);
    sent[0]!.respond(401, { error: 'UNAUTHORIZED', message: 'The access token has expired.' });
    await settle();
    sent[1]!.respond(200, photo);

    await expect(uploading).resolves.toEqual(photo);
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('gives a readable ApiError when the server cannot be reached', async () => {
    const sent = mockXhr();

    const uploading = apiUpload('/upload', photoForm(), uploadedPhoto);
    sent[0]!.fail();

    const error: unknown = await uploading.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'We could not reach Second Gear. Check your connection and try again.',
    });
  });

  it('stops the upload when its signal aborts', async () => {
    const sent = mockXhr();
    const controller = new AbortController();

    const uploading = apiUpload('/upload', photoForm(), uploadedPhoto, { signal: controller.signal });
    controller.abort();

    await expect(uploading).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[0]!.aborted).toBe(true);
  });
});
