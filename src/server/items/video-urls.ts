/**
 * Video pages recognised by their URL (YouTube, Vimeo): saved as IS_VIDEO items whose reader view
 * is the provider's embedded player (allowlisted in the Content-Security-Policy).
 */
import type { ItemVideo } from './items.repo.js';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The embedded video for a video-page URL, or undefined for any other URL. */
export function videoFromUrl(url: string): ItemVideo | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean);
  let youtubeId: string | null | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') youtubeId = parsed.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) youtubeId = segments[1];
  } else if (host === 'youtu.be') {
    youtubeId = segments[0];
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return {
      videoId: 1,
      src: `https://www.youtube-nocookie.com/embed/${youtubeId}`,
      type: 'YOUTUBE',
      vid: youtubeId,
      width: null,
      height: null,
      length: null,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d{4,12}$/.test(segment));
    if (id) {
      return {
        videoId: 1,
        src: `https://player.vimeo.com/video/${id}`,
        type: 'VIMEO_IFRAME',
        vid: id,
        width: null,
        height: null,
        length: null,
      };
    }
  }
  return undefined;
}
