/**
 * The media lists of an extracted article: images and videos kept in the sanitised content, in
 * document order, with Pocket's ids (from 1), sizes, captions, credits and video types.
 */
import type { SanitizeNotes } from './sanitize.js';
import { classifyEmbed } from './urls.js';

/** An image kept in the article content (Pocket's `Image`). `src` is the absolute original URL. */
export interface ExtractedImage {
  imageId: number;
  src: string;
  width: number | null;
  height: number | null;
  caption: string | null;
  credit: string | null;
}

/** Pocket's `VideoType`. */
export type VideoType =
  | 'YOUTUBE'
  | 'VIMEO_LINK'
  | 'VIMEO_MOOGALOOP'
  | 'VIMEO_IFRAME'
  | 'HTML5'
  | 'FLASH'
  | 'IFRAME'
  | 'BRIGHTCOVE'
  | 'DAILYMOTION';

/** A video embedded in the article (Pocket's `Video`). */
export interface ExtractedVideo {
  videoId: number;
  src: string;
  type: VideoType;
  vid: string | null;
  width: number | null;
  height: number | null;
  length: number | null;
}

const MAX_CAPTION_LENGTH = 1000;

function dimension(element: Element, attr: string): number | null {
  const value = element.getAttribute(attr)?.trim();
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

const squash = (text: string | null | undefined): string | null => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, MAX_CAPTION_LENGTH) : null;
};

/** Images of the sanitised content: every `<img>` with an http(s) source, captioned by its `<figure>`. */
export function collectImages(root: Element, notes: SanitizeNotes): ExtractedImage[] {
  const images: ExtractedImage[] = [];
  for (const img of root.querySelectorAll('img')) {
    const src = notes.imageSources.get(img);
    if (!src) continue;
    const figure = img.closest('figure');
    let caption = squash(figure?.querySelector('figcaption')?.textContent);
    const credit = figure ? squash(notes.figureCredits.get(figure)) : null;
    if (caption && credit && caption.endsWith(credit) && caption !== credit)
      caption = squash(caption.slice(0, -credit.length));
    images.push({
      imageId: images.length + 1,
      src,
      width: dimension(img, 'width'),
      height: dimension(img, 'height'),
      caption,
      credit,
    });
  }
  return images;
}

/** Videos of the sanitised content: allowlisted iframes (YouTube, Vimeo, Dailymotion) and HTML5 `<video>`. */
export function collectVideos(root: Element): ExtractedVideo[] {
  const videos: ExtractedVideo[] = [];
  for (const element of root.querySelectorAll('iframe, video')) {
    const common = {
      videoId: videos.length + 1,
      width: dimension(element, 'width'),
      height: dimension(element, 'height'),
      length: null,
    };
    if (element.nodeName.toLowerCase() === 'video') {
      const src =
        element.getAttribute('src') ?? element.querySelector('source[src]')?.getAttribute('src');
      if (src) videos.push({ ...common, src, type: 'HTML5', vid: null });
      continue;
    }
    const embed = classifyEmbed(element.getAttribute('src') ?? '');
    if (!embed) continue;
    const type: VideoType =
      embed.provider === 'YOUTUBE'
        ? 'YOUTUBE'
        : embed.provider === 'VIMEO'
          ? 'VIMEO_IFRAME'
          : 'DAILYMOTION';
    videos.push({ ...common, src: embed.src, type, vid: embed.vid });
  }
  return videos;
}

/**
 * The video a page is, when its URL is a video page (youtube.com/watch, youtu.be, vimeo.com/<id>,
 * dailymotion.com/video/<id>): Pocket reports these as IS_VIDEO.
 */
export function videoOfPageUrl(pageUrl: string): Omit<ExtractedVideo, 'videoId'> | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  const base = { width: null, height: null, length: null };
  if (host === 'youtube.com' && url.pathname === '/watch' && url.searchParams.get('v')) {
    const vid = url.searchParams.get('v')!;
    return { ...base, src: `https://www.youtube.com/watch?v=${vid}`, type: 'YOUTUBE', vid };
  }
  if (host === 'youtu.be' && /^\/[\w-]{6,}$/.test(url.pathname)) {
    const vid = url.pathname.slice(1);
    return { ...base, src: `https://www.youtube.com/watch?v=${vid}`, type: 'YOUTUBE', vid };
  }
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)$/.exec(url.pathname)?.[1] : undefined;
  if (vimeo) return { ...base, src: `https://vimeo.com/${vimeo}`, type: 'VIMEO_LINK', vid: vimeo };
  const daily =
    host === 'dailymotion.com' ? /^\/video\/([a-z0-9]+)/i.exec(url.pathname)?.[1] : undefined;
  if (daily)
    return {
      ...base,
      src: `https://www.dailymotion.com/video/${daily}`,
      type: 'DAILYMOTION',
      vid: daily,
    };
  return null;
}
