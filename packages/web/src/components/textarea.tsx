// Its own module, so that TextareaOnDemand can fetch it apart from the screens using it.
export { Textarea } from '@mantine/core';
