/**
 * The parts of a v3 item that /v3/add and /v3/get present alike (docs/POCKET-COMPATIBILITY.md §3.3,
 * §3.4): image-ness and video-ness as '0'/'1'/'2', and an item's authors, images and videos keyed
 * by id, with numbers as strings.
 */
import type { Item } from '../../saves/saves.service.js';
import { numeric } from './v3-values.js';

export const IMAGENESS = { NO_IMAGES: '0', HAS_IMAGES: '1', IS_IMAGE: '2' } as const;
export const VIDEONESS = { NO_VIDEOS: '0', HAS_VIDEOS: '1', IS_VIDEO: '2' } as const;

/** Pocket's VideoType numbers (v3 `type`). */
const VIDEO_TYPE: Record<string, string> = {
  YOUTUBE: '1',
  VIMEO_LINK: '2',
  VIMEO_MOOGALOOP: '3',
  VIMEO_IFRAME: '4',
  HTML5: '5',
  FLASH: '6',
  IFRAME: '7',
  BRIGHTCOVE: '8',
  DAILYMOTION: '9',
};

/** `authors`, `images` and `videos` of an item. */
export function presentV3Media(item: Item): Record<string, unknown> {
  const id = String(item.itemId);
  return {
    // Satchel keeps authors per item without ids; their position stands in.
    authors: Object.fromEntries(
      (item.authors ?? []).map((author, index) => {
        const authorId = String(index + 1);
        return [
          authorId,
          { item_id: id, author_id: authorId, name: author.name, url: author.url ?? '' },
        ];
      }),
    ),
    images: Object.fromEntries(
      (item.images ?? []).map((image) => [
        String(image.imageId),
        {
          item_id: id,
          image_id: String(image.imageId),
          src: image.src,
          width: numeric(image.width),
          height: numeric(image.height),
          credit: image.credit ?? '',
          caption: image.caption ?? '',
        },
      ]),
    ),
    videos: Object.fromEntries(
      (item.videos ?? []).map((video) => [
        String(video.videoId),
        {
          item_id: id,
          video_id: String(video.videoId),
          src: video.src,
          width: numeric(video.width),
          height: numeric(video.height),
          type: VIDEO_TYPE[video.type] ?? '0',
          vid: video.vid ?? '',
          length: numeric(video.length),
        },
      ]),
    ),
  };
}
