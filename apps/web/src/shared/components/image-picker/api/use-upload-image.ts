import { useMutation } from '@tanstack/react-query';
import { postUploader } from './post-uploader.ts';

export interface UploadImageInput {
  file: Blob;
  onProgress: (percent: number) => void;
}

/** One upload per call (the picker runs several side by side); nothing cached to invalidate. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadImageInput) => postUploader(file, onProgress),
  });
}
