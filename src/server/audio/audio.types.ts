/** Listen: one rendering of an item's article in one voice, as the audio module returns it. */

export type AudioStatus = 'PENDING' | 'READY' | 'FAILED';

export interface ItemAudio {
  itemId: number;
  voice: string;
  status: AudioStatus;
  /** Where the file is stored; set when READY. */
  key: string | null;
  durationSeconds: number | null;
  sizeBytes: number | null;
  wordCount: number | null;
  truncated: boolean;
  error: string | null;
  /** The item's parsed_at the audio was made from: a re-parsed article is rendered again. */
  sourceParsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
