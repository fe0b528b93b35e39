import type { Slide, SlideBody } from '@rxdesk/contract/pages/slides';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pagesKeys } from './pages-keys.ts';

/** GET seller/shops/slides. */
export const getSlides = () => apiClient.get<Slide[]>('seller/shops/slides');
export const useSlides = () => useQuery({ queryKey: pagesKeys.slides(), queryFn: getSlides });

function useSlideMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: pagesKeys.slides() }),
  });
}

/** POST seller/shops/slides or PUT …/{id}. Silent: the form dialog shows a refusal at its field. */
export const saveSlide = ({ id, body }: { id?: number; body: SlideBody }) =>
  id === undefined
    ? apiClient.post('seller/shops/slides', body, { silent: true, json: true })
    : apiClient.put(`seller/shops/slides/${id}`, body, { silent: true, json: true });
export const useSaveSlide = () => useSlideMutation(saveSlide);

/** DELETE seller/shops/slides/{id}. */
export const deleteSlide = (id: number) => apiClient.delete(`seller/shops/slides/${id}`);
export const useDeleteSlide = () => useSlideMutation(deleteSlide);
