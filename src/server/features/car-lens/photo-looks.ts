// What PP-OCR found and read in one image of a Car Lens scan, kept for the scan: a look at the
// detector size of an earlier one finds the same lines and reads the same texts, so neither is
// computed again (an enlarged 256 px photo's second look is at its first look's size: its
// detector run and readings were a third of the photo's scan, for the same text).
import type { RgbImage } from '../../lib/text-model/box-crop.ts';
import type { TextBox } from '../../lib/text-model/text-boxes.ts';
import { detectorSize, findTextLines, readTextLine } from '../../lib/text-model/text-model.ts';

export class PhotoLooks {
  /** Detector runs and line readings made (the others came from what was kept). */
  detectorRuns = 0;
  readings = 0;
  private readonly lines = new Map<string, Promise<TextBox[]>>();
  private readonly texts = new Map<string, Promise<string>>();

  readonly image: RgbImage;

  constructor(image: RgbImage) {
    this.image = image;
  }

  /** findTextLines(image, scale, enlarge), once per detector size. */
  linesAt(scale: number, enlarge = false): Promise<TextBox[]> {
    const { width, height } = detectorSize(this.image, scale, enlarge);
    const key = `${width}x${height}`;
    let found = this.lines.get(key);
    if (!found) {
      this.detectorRuns += 1;
      this.lines.set(key, (found = findTextLines(this.image, scale, enlarge)));
    }
    return found;
  }

  /** The text of readTextLine(image, box, grow), once per box and cut. */
  read(box: TextBox, grow = 1): Promise<string> {
    const key = `${box.cx},${box.cy},${box.w},${box.h},${box.angle},${grow}`;
    let text = this.texts.get(key);
    if (!text) {
      this.readings += 1;
      this.texts.set(key, (text = readTextLine(this.image, box, grow).then((line) => line.text)));
    }
    return text;
  }
}
