import { Image } from 'antd';

/** The scans of a licence as thumbnails; a click opens the full image (antd preview group). */
export function LicenceScans({ images }: { images: string[] }) {
  const thumb = (url: string) => url.replace(/^(\/api\/files\/[0-9a-f]{64})\.\w+$/, '$1.thumb.webp');
  return (
    <Image.PreviewGroup>
      {images.map((url) => (
        <Image
          key={url}
          src={thumb(url)}
          preview={{ src: url }}
          width={48}
          height={48}
          style={{ objectFit: 'cover', marginInlineEnd: 4 }}
        />
      ))}
    </Image.PreviewGroup>
  );
}
