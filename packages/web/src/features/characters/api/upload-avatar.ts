import { useMutation } from '@tanstack/react-query';
import { AVATAR_UPLOAD_FIELD } from '@club/shared/contract/characters-constants';
import type { AvatarUploadResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

export function uploadAvatar(file: File): Promise<AvatarUploadResponse> {
  const form = new FormData();
  form.append(AVATAR_UPLOAD_FIELD, file);
  return apiRequest<AvatarUploadResponse>(apiPaths.avatarUpload, { method: 'POST', body: form });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
