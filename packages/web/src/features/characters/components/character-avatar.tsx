import { Avatar, type AvatarProps } from '@mantine/core';
import { GiHood } from 'react-icons/gi';
import { avatarUrl } from './avatar-source';

/** A character's portrait; decorative, since the name always stands beside it. */
export function CharacterAvatar({ path, size = 72, ...props }: { path: string } & AvatarProps) {
  return (
    <Avatar src={avatarUrl(path)} alt="" size={size} radius="md" color="parchment.8" {...props}>
      <GiHood aria-hidden size="60%" />
    </Avatar>
  );
}
