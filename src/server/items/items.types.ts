/** An item as the items module returns it: one per normalised URL, with its parse results. */
import type { TextDirection } from './extract/direction.js';
import type {
  ExtractedArticle,
  ExtractedImage,
  ExtractedVideo,
} from './extract/extract-article.js';

export type ParseStatus = 'PENDING' | 'PARSED' | 'FAILED';
export type Imageness = 'NO_IMAGES' | 'HAS_IMAGES' | 'IS_IMAGE';
export type Videoness = 'NO_VIDEOS' | 'HAS_VIDEOS' | 'IS_VIDEO';

/** Images, videos and authors are stored as the extractor describes them (jsonb columns). */
export type ItemImage = ExtractedImage;
export type ItemVideo = ExtractedVideo;
export type ItemAuthor = ExtractedArticle['authors'][number];

/** An item without its article HTML (read separately, only by the reader). */
export interface Item {
  itemId: number;
  /** The URL as given: a save's or a share's own when the item is read through one. */
  givenUrl: string;
  normalUrl: string;
  parseStatus: ParseStatus;
  parseError: string | null;
  parsedAt: Date | null;
  resolvedUrl: string | null;
  responseCode: number | null;
  mimeType: string | null;
  encoding: string | null;
  title: string | null;
  excerpt: string | null;
  siteName: string | null;
  domainLogo: string | null;
  language: string | null;
  /** 'rtl' / 'ltr' (migration 0020); null when unknown. */
  direction: TextDirection | null;
  datePublished: Date | null;
  wordCount: number;
  timeToRead: number;
  topImageUrl: string | null;
  isArticle: boolean;
  hasImage: Imageness;
  hasVideo: Videoness;
  authors: ItemAuthor[];
  images: ItemImage[];
  videos: ItemVideo[];
  /** The page's own sections and keywords (migration 0029), for the topic step; [] when none. */
  metaSections: string[];
  metaKeywords: string[];
}
