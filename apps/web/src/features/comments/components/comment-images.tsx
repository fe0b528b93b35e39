import { Image } from 'antd';

/** Our uploads have a small WebP beside them; another address is shown as it is. */
export function thumbnailOf(url: string): string {
  const m = /^(\/api\/files\/[0-9a-f]{64})\.\w+$/.exec(url);
  return m ? `${m[1]}.thumb.webp` : url;
}

/** A review's pictures as thumbnails; a click opens the preview, which pages through them all. */
export function CommentImages({ images, label }: { images: string[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <div className="rx-comment__images" role="group" aria-label={label} data-testid="comment-images">
      <Image.PreviewGroup items={images}>
        {images.map((url, i) => (
          <Image
            key={`${url}-${i}`}
            src={thumbnailOf(url)}
            preview={{ src: url }}
            width={48}
            height={48}
            alt={`${label} ${i + 1}`}
            data-testid="comment-thumb"
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
