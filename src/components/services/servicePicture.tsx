// A service card's picture, rendered on the server and handed to the browser's list as markup (ServiceFlipCard).
import { SmartImage } from '@/components/ui/SmartImage'

export function servicePicture(image: string | null | undefined) {
  return <SmartImage src={image} alt="" fill sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 6rem" className="object-cover" />
}
